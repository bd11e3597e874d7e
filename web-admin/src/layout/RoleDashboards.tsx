import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EngineeringIcon from '@mui/icons-material/Engineering';
import PersonIcon from '@mui/icons-material/Person';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';

/** The user's roles, as authProvider.getPermissions gives them. */
export function useRoles(): string[] {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) ? permissions : [];
}

/**
 * One dashboard link per role the user holds (spec: admin layout). Field-staff screens
 * live in this console (/admin/manong, /admin/assessors/home); the customer's pages are
 * the public site's, so that link leaves the console.
 */
export function RoleDashboards() {
  const roles = useRoles();
  const translate = useTranslate();
  // Links of the console carry its basename (/admin): it sits inside the page's router.
  const basename = useBasename();
  return (
    <>
      {roles.includes('customer') && (
        <MenuItem component="a" href="/profile">
          <ListItemIcon sx={{ minWidth: 5 }}>
            <PersonIcon />
          </ListItemIcon>
          <ListItemText>{translate('app.menu.dashboards.customer')}</ListItemText>
        </MenuItem>
      )}
      {roles.includes('assessor') && <Menu.Item to={`${basename}/assessors/home`} primaryText="app.menu.dashboards.assessor" leftIcon={<AssignmentIndIcon />} />}
      {roles.includes('manong') && <Menu.Item to={`${basename}/manong`} primaryText="app.menu.dashboards.manong" leftIcon={<EngineeringIcon />} />}
      {roles.includes('administrator') && <Menu.Item to={`${basename}/`} primaryText="app.menu.dashboards.administrator" leftIcon={<AdminPanelSettingsIcon />} />}
    </>
  );
}
