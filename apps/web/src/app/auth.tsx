import type { LoginInput, RegisterInput, User } from '@brigade/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { adoptEarlyAnswer } from './early-answers';
import { serverMessage } from './errors';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { noticeFromRefusal, readJoinNotice, setJoinNotice } from './join-notice';
import { onUnauthorized } from './query-client';
import * as storage from './storage';
import type { StoredParticipant } from './storage';
import { trpc } from './trpc';

export interface CookSignIn {
  participant: StoredParticipant;
  sessionCode: string;
  /** Issued to anonymous cooks on joining; registered users keep their own token. */
  token?: string | null;
}

export interface AuthContextValue {
  /** The signed-in account, or null (visitors and anonymous cooks). */
  user: User | null;
  /** The stored cook of an anonymous join (`currentParticipant`), or null. */
  cook: StoredParticipant | null;
  /** `currentSessionCode`: the session the stored cook belongs to. */
  cookSessionCode: string | null;
  /** True until the stored token has been checked: guards wait instead of redirecting. */
  loading: boolean;
  /** An account or an anonymous cook. */
  isAuthenticated: boolean;
  isHost: boolean;
  isStaff: boolean;
  isAnonymousCook: boolean;
  /** The name to greet: username, or the cook's display name. */
  displayName: string | null;
  login: (input: LoginInput) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  /** Always clears the token and cook data, even when the server call fails. */
  logout: () => Promise<void>;
  /** Stores the cook after joining a session (and the anonymous cook's token). */
  setCook: (signIn: CookSignIn) => void;
  clearCook: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** Reopens the live connection when the person changes. */
  onIdentityChange?: () => void;
}

export function AuthProvider({ children, onIdentityChange }: AuthProviderProps) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [user, setUser] = useState<User | null>(null);
  const [cook, setCookState] = useState<StoredParticipant | null>(() => (storage.readToken() ? storage.readParticipant() : null));
  const [cookSessionCode, setCookSessionCode] = useState<string | null>(() => storage.readSessionCode());
  // A stored token without a cook is an account whose profile must be fetched first.
  const [loading, setLoading] = useState<boolean>(() => Boolean(storage.readToken()) && !storage.readParticipant());

  const identityChanged = useCallback(() => {
    queryClient.clear();
    onIdentityChange?.();
  }, [queryClient, onIdentityChange]);

  useEffect(() => {
    if (!loading) return;
    let cancelled = false;
    // Opened on a page whose profile call left from index.html: its answer is adopted.
    adoptEarlyAnswer('auth.profile', undefined, storage.readToken(), () => utils.client.auth.profile.query())
      .then((profile) => {
        if (!cancelled) setUser(profile);
      })
      .catch((error: unknown) => {
        // Spec 01 §4: a failed profile fetch clears the login. A phone without Wi-Fi did not
        // fail to fetch it: the server never answered, so the login is kept for the next load.
        if (!cancelled && serverMessage(error) !== null) storage.writeToken(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
    // Only the first load checks a stored token; later sign-ins set the user directly.
  }, []);

  const signedIn = useCallback(
    (result: { token: string; user: User }) => {
      storage.clearCook();
      storage.writeToken(result.token);
      setCookState(null);
      setCookSessionCode(null);
      setUser(result.user);
      identityChanged();
      return result.user;
    },
    [identityChanged],
  );

  const login = useCallback(async (input: LoginInput) => signedIn(await utils.client.auth.login.mutate(input)), [utils, signedIn]);
  const register = useCallback(async (input: RegisterInput) => signedIn(await utils.client.auth.register.mutate(input)), [utils, signedIn]);

  const isAnonymousCook = user === null && cook !== null;

  const logout = useCallback(async () => {
    try {
      // An anonymous cook's token is bound to one session: there is nothing to sign out of.
      if (!isAnonymousCook && storage.readToken()) await utils.client.auth.logout.mutate();
    } catch {
      // Signing out must work offline too.
    } finally {
      storage.clearAll();
      setUser(null);
      setCookState(null);
      setCookSessionCode(null);
      identityChanged();
    }
  }, [isAnonymousCook, utils, identityChanged]);

  const setCook = useCallback(
    ({ participant, sessionCode, token }: CookSignIn) => {
      if (token) storage.writeToken(token);
      storage.writeCook(participant, sessionCode);
      setCookState(participant);
      setCookSessionCode(sessionCode);
      if (token) identityChanged();
    },
    [identityChanged],
  );

  const clearCook = useCallback(() => {
    storage.clearCook();
    setCookState(null);
    setCookSessionCode(null);
  }, []);

  // A 401 for an anonymous cook means their token is gone (removed from the session): start over at /join.
  const anonymousRef = useRef(isAnonymousCook);
  useEffect(() => {
    anonymousRef.current = isAnonymousCook;
  }, [isAnonymousCook]);
  useEffect(
    () =>
      onUnauthorized((error) => {
        if (!anonymousRef.current) return;
        // Tell the join page why: the host removed this cook (their token was refused). A late
        // 401 after the cook left on purpose finds them on another page and only clears the token.
        // A host's Force Disconnect was already noted by the cook page (its own participant_left).
        // The server's 401 names what the host did (issue 12), so a 401 that arrives before the
        // cook page's own participant_left event still tells the right story.
        if (/^\/(cook|skills)\//.test(globalThis.location.pathname)) {
          setJoinNotice(noticeFromRefusal(serverMessage(error), readJoinNotice()?.kind === 'disconnected' ? 'disconnected' : undefined), storage.readSessionCode());
        }
        navigate('/join', { replace: true });
        void logout();
      }),
    [logout, navigate],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      cook,
      cookSessionCode,
      loading,
      isAuthenticated: user !== null || cook !== null,
      isHost: user?.is_host ?? false,
      isStaff: user?.is_staff ?? false,
      isAnonymousCook,
      displayName: user?.username ?? cook?.display_name ?? null,
      login,
      register,
      logout,
      setCook,
      clearCook,
    }),
    [user, cook, cookSessionCode, loading, isAnonymousCook, login, register, logout, setCook, clearCook],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
