// The api serves this console under /admin/ (see vite.config.ts, base).
export const ADMIN_BASENAME = '/admin';

/** The sign-in page's path: main.tsx opens it without loading the console (login/signInEntry.tsx). */
export const SIGN_IN_PATH = /^\/admin\/login\/?$/;
