import { QueryClient } from '@tanstack/react-query';

/** Statuses that a second try cannot change: signed out, refused, gone, invalid. */
const FINAL_STATUSES = new Set([401, 403, 404, 419, 422]);

/**
 * react-query retries a failed query three times with a growing delay. A 401 from
 * /api/user means signed out, so the login form must show at once, not after three
 * retries (about 7 s); only network failures and server errors are worth retrying.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 3 && !FINAL_STATUSES.has((error as { status?: number }).status ?? 0),
    },
  },
});

// react-admin asks the authProvider (checkAuth, getPermissions, getIdentity) from every
// component that mounts one of its auth hooks, and a refetch's start and end draw every
// observer again: the console's routes among them, so the whole page. The answers come
// from the session the authProvider keeps (authProvider.ts's currentUser), which only
// signing in and out change, and react-admin clears this cache then.
queryClient.setQueryDefaults(['auth'], { staleTime: Infinity });
