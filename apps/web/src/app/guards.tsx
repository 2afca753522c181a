import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../ui';
import { useAuth } from './auth';

export type Role = 'host' | 'staff';

/**
 * Login and role guard (spec 01 §2): waits while auth loads, sends visitors to /login
 * and signed-in people without the role to /.
 */
export function RequireRole({ role }: { role: Role }) {
  const auth = useAuth();
  if (auth.loading) return <Spinner />;
  if (!auth.isAuthenticated) return <Navigate to="/login" replace />;
  const allowed = role === 'host' ? auth.isHost : auth.isStaff;
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Cook screens: a visitor with no account and no stored cook goes to /join. */
export function RequireCook({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  if (auth.loading) return <Spinner />;
  if (!auth.isAuthenticated) return <Navigate to="/join" replace />;
  return children ?? <Outlet />;
}
