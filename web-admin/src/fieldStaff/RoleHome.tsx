import Alert from '@mui/material/Alert';
import { Navigate } from 'react-router-dom';
import { Loading, useBasename, usePermissions, useTranslate } from 'react-admin';
import { Dashboard } from '../Dashboard.js';
import { roleHomePath } from './roleScreens.js';

/**
 * The console's home: the administrator's Home for administrators; field staff and
 * auditors go to their own first screen, since the Home's calendar is the administrator's.
 */
export function RoleHome() {
  const { permissions, isPending } = usePermissions<string[]>();
  // The console sits inside the page's router, so its paths carry the basename (/admin).
  const basename = useBasename();
  const translate = useTranslate();
  if (isPending) return <Loading />;
  const roles = Array.isArray(permissions) ? permissions : [];
  if (roles.includes('administrator')) return <Dashboard />;
  const path = roleHomePath(roles);
  if (path) return <Navigate to={`${basename}${path}`} replace />;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('app.home.no_staff_role')}
    </Alert>
  );
}
