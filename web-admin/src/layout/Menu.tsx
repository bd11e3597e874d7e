import AssignmentIcon from '@mui/icons-material/Assignment';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TuneIcon from '@mui/icons-material/Tune';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Menu as RaMenu, useBasename, useLogout, useTranslate } from 'react-admin';
import categories from '../categories/index.js';
import { StaffMenu } from '../fieldStaff/StaffMenu.js';
import { MenuGroup } from './MenuGroup.js';
import { RoleDashboards, useRoles } from './RoleDashboards.js';

function LogoutItem() {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <MenuItem onClick={() => logout()}>
      <ListItemIcon sx={{ minWidth: 5 }}>
        <LogoutIcon />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.logout')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The side nav of spec §2 "Admin layout", in its order. Bookings, Re-Bookings,
 * Cancellation and Assessments link to their routes ahead of their screens. Resource
 * links take their label and icon from the resource (App.tsx).
 */
export function Menu() {
  const roles = useRoles();
  const admin = roles.includes('administrator');
  // Links of the console carry its basename (/admin): it sits inside the page's router.
  const basename = useBasename();
  return (
    <RaMenu>
      <RoleDashboards />
      <RaMenu.DashboardItem primaryText="app.menu.home" />
      {admin && (
        <>
          <RaMenu.ResourceItem name="cities" />
          <RaMenu.ResourceItem name="users" />
          <RaMenu.ResourceItem name="schedule-planner" />
          <MenuGroup label="app.menu.booking_logs" icon={<HistoryIcon />}>
            <RaMenu.Item to={`${basename}/bookings`} primaryText="app.menu.bookings" leftIcon={<ReceiptLongIcon />} />
            <RaMenu.Item to={`${basename}/bookings-for-rebooking`} primaryText="app.menu.rebookings" leftIcon={<EventRepeatIcon />} />
            <RaMenu.Item to={`${basename}/bookings-for-cancellation`} primaryText="app.menu.cancellation" leftIcon={<CancelScheduleSendIcon />} />
            <RaMenu.ResourceItem name="customers" />
            <RaMenu.Item to={`${basename}/assessments`} primaryText="app.menu.assessments" leftIcon={<AssignmentIcon />} />
            <RaMenu.ResourceItem name="plans" />
          </MenuGroup>
          <RaMenu.Item to={`${basename}/services`} primaryText="app.menu.services" leftIcon={<categories.icon />} />
          <RaMenu.ResourceItem name="discount-coupons" />
          <RaMenu.ResourceItem name="teams" />
          <RaMenu.ResourceItem name="locations" />
          <RaMenu.Item to={`${basename}/reminder-settings`} primaryText="app.menu.reminders" leftIcon={<NotificationsActiveIcon />} />
          <RaMenu.Item to={`${basename}/plan-settings`} primaryText="app.plans.settings_menu" leftIcon={<TuneIcon />} />
        </>
      )}
      <StaffMenu />
      <LogoutItem />
    </RaMenu>
  );
}
