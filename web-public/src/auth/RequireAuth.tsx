import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './AuthContext.js';
import type { RoleName } from '@app/core/contract/accounts';
import { hasAnyRole } from './user.js';

const NotFound = lazy(() => import('../pages/NotFound.js'));

export interface RouteMeta {
  requiresLogin?: boolean;
  roles?: readonly RoleName[];
}

/**
 * The route guard of spec §2: logged out on a login route goes to /login with the wanted
 * path in ?redirect=; logged in without any of the route's roles sees NotFound (a page
 * a user may not open is not advertised as existing).
 */
export function RequireAuth({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  const needsUser = Boolean(meta.requiresLogin || meta.roles?.length);

  if (!needsUser) return children;
  if (state.status === 'loading') {
    // A screen tall, as the page loading before it: the footer stays below the fold until
    // the page is drawn, instead of showing under the spinner and jumping down (layout shift).
    return (
      <Box role="status" aria-label="Checking your session" sx={{ display: 'flex', justifyContent: 'center', py: 8, minHeight: '100vh' }}>
        <CircularProgress />
      </Box>
    );
  }
  if (state.status === 'signedOut') {
    const wanted = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (meta.roles?.length && !hasAnyRole(state.user, meta.roles)) return <NotFound />;
  return children;
}
