import type { User as ApiUser } from '@app/core/contract/accounts';
import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { readXsrfToken, sessionHeaders } from './dataProvider/session.js';
import { takeEarly } from './earlyCalls.js';

// Cookie session in the manner of Laravel Sanctum's SPA mode, at the spec's paths (§7):
// GET /sanctum/csrf-cookie, POST /auth/login {email, password}, POST /auth/logout,
// GET /api/user answering the user with roles[].name.

/** The spec's one message for a failed login (§8), as its i18n key: the sign-in form translates it. */
export const LOGIN_FAILED_MESSAGE = 'app.login.failed';
/** A failed session check, as its i18n key: react-admin notifies it when a session ends in use. */
const NOT_AUTHENTICATED = 'app.error.not_authenticated';

function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const headers = sessionHeaders();
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// react-admin asks for the session on every navigation; one request serves them all until
// login, logout or an authentication error clears it. A 401 (signed out) is kept too, so
// the checks of a signed-out visit share one request and the login form shows at once;
// other failures (network, server) are asked again next time.
let currentUser: Promise<ApiUser> | undefined;

function fetchCurrentUser(): Promise<ApiUser> {
  if (!currentUser) {
    const pending = (takeEarly('/api/user') ?? send('GET', '/api/user')).then(async (response) => {
      if (!response.ok) throw new HttpError(NOT_AUTHENTICATED, response.status);
      return (await response.json()) as ApiUser;
    });
    pending.catch((error: unknown) => {
      if (currentUser === pending && !(error instanceof HttpError && error.status === 401)) currentUser = undefined;
    });
    currentUser = pending;
  }
  return currentUser;
}

function signedOut(): Promise<ApiUser> {
  const answer = Promise.reject(new HttpError(NOT_AUTHENTICATED, 401));
  answer.catch(() => undefined);
  return answer;
}

function fullName(user: ApiUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

export const authProvider: AuthProvider = {
  // react-admin's login form names its first field `username`; ours holds the e-mail.
  async login(params: { username?: string; email?: string; password?: string }) {
    currentUser = undefined;
    try {
      const csrf = await send('GET', '/sanctum/csrf-cookie');
      if (!csrf.ok) throw new HttpError('No CSRF cookie', csrf.status);
      const response = await send('POST', '/auth/login', {
        email: params.email ?? params.username,
        password: params.password,
      });
      if (!response.ok) throw new HttpError('Login refused', response.status);
      await fetchCurrentUser();
    } catch {
      // The spec shows one message for any login failure (§8), whatever the cause.
      currentUser = undefined;
      throw new Error(LOGIN_FAILED_MESSAGE);
    }
  },

  async logout() {
    // Signed out from here on: the checks that follow (react-admin logs out when one fails,
    // then the login page checks again) need not ask /api/user to learn it.
    currentUser = signedOut();
    // Without the CSRF cookie there is no session to end, and the api would refuse the call.
    if (!readXsrfToken()) return;
    await send('POST', '/auth/logout').catch(() => undefined);
  },

  async checkAuth() {
    await fetchCurrentUser();
  },

  async checkError(error: { status?: number } | undefined) {
    // 401: no session; 419: the session or its CSRF token expired (Sanctum's status).
    if (error?.status === 401 || error?.status === 419) {
      currentUser = signedOut();
      throw error;
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await fetchCurrentUser();
    return { id: user.id, fullName: fullName(user), avatar: user.picture ?? undefined };
  },

  // Permissions are the role names (spec §6: administrator, manong, assessor, customer).
  // Signed out, there are none: checkAuth sends the visitor to the login form, and a
  // failing permissions query would log out again (and be retried) behind that form.
  async getPermissions(): Promise<string[]> {
    const user = await fetchCurrentUser().catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 401) return undefined;
      throw error;
    });
    return (user?.roles ?? []).map((role) => role.name);
  },
};
