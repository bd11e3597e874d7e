import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError, ensureCsrfCookie } from '../api/http.js';
import type { RegisterRequest, User } from '@app/core/contract/accounts';

export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: User };

/** The registration form: every field of the contract's body is text the dialog keeps. */
export type RegisterForm = RegisterRequest;

interface AuthApi {
  state: AuthState;
  /** Signs in and answers the current user; throws the api's error on failure. */
  login(email: string, password: string): Promise<User>;
  register(form: RegisterForm): Promise<User>;
  logout(): Promise<void>;
  /** Replaces the user after the profile changed. */
  setUser(user: User): void;
}

const AuthContext = createContext<AuthApi | null>(null);

/**
 * Who is signed in (spec §4, login state): read once from GET /api/user when the site
 * opens, set by sign-in and registration, cleared by sign-out and by a failed sign-in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    // A transition: the answer re-renders every reader of the session (the header, the
    // page: the whole wizard), which React then does in slices that yield to the browser
    // rather than in one long task (Lighthouse's total blocking time).
    const settle = (next: AuthState) => live && startTransition(() => setState(next));
    api<User>('GET', '/api/user')
      .then((user) => settle({ status: 'signedIn', user }))
      .catch(() => settle({ status: 'signedOut' }));
    return () => {
      live = false;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    try {
      // Spec §7: a fresh CSRF cookie first, then the credentials, then the user with roles.
      await ensureCsrfCookie(true);
      await api('POST', '/auth/login', { email, password });
      const user = await api<User>('GET', '/api/user');
      setState({ status: 'signedIn', user });
      return user;
    } catch (error) {
      setState({ status: 'signedOut' });
      throw error;
    }
  }, []);

  const register = useCallback(async (form: RegisterForm) => {
    await ensureCsrfCookie(true);
    // The api signs the new customer in; the user is read back like after a sign-in.
    await api('POST', '/auth/register', form);
    const user = await api<User>('GET', '/api/user');
    setState({ status: 'signedIn', user });
    return user;
  }, []);

  const logout = useCallback(async () => {
    try {
      await api('POST', '/auth/logout');
    } catch (error) {
      // An already-ended session is the outcome asked for; anything else is worth a log.
      if (!(error instanceof ApiError && error.status === 401)) console.error('Sign-out failed', error);
    }
    setState({ status: 'signedOut' });
  }, []);

  const setUser = useCallback((user: User) => setState({ status: 'signedIn', user }), []);

  const value = useMemo(() => ({ state, login, register, logout, setUser }), [state, login, register, logout, setUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
