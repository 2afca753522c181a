import './header.css';
import { Link } from 'react-router-dom';
import { useAuth } from './auth';
import { UserMenu } from './user-menu';

export function Header() {
  const auth = useAuth();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Brigade
        </Link>
        <div className="site-header-actions">
          {auth.loading ? null : auth.isAuthenticated ? (
            <UserMenu />
          ) : (
            <>
              <Link to="/login" className="header-link">
                Login
              </Link>
              <Link to="/register?type=host" className="button button-primary button-small">
                Get Started
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
