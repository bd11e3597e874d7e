import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UpdateIcon from '@mui/icons-material/Update';
import { Menu, useBasename } from 'react-admin';
import { useRoles } from '../layout/RoleDashboards.js';

/**
 * The side nav of the roles beside the administrator (spec §2, worker layout: Profile
 * and My Bookings; the role dashboards above open each profile). A user with both field
 * roles sees both lists, named apart.
 */
export function StaffMenu() {
  const roles = useRoles();
  const both = roles.includes('manong') && roles.includes('assessor');
  const admin = roles.includes('administrator');
  // Links of the console carry its basename (/admin): it sits inside the page's router.
  const basename = useBasename();
  return (
    <>
      {roles.includes('manong') && (
        <>
          <Menu.Item to={`${basename}/manong-bookings`} primaryText={both ? 'app.staff.my_bookings_manong' : 'app.staff.my_bookings'} leftIcon={<EventNoteIcon />} />
          <Menu.Item to={`${basename}/manong-incoming-bookings`} primaryText="app.staff.incoming_bookings" leftIcon={<UpdateIcon />} />
          <Menu.Item to={`${basename}/manong-previous-bookings`} primaryText="app.staff.previous_bookings" leftIcon={<EventAvailableIcon />} />
        </>
      )}
      {roles.includes('assessor') && <Menu.Item to={`${basename}/assessor-bookings`} primaryText={both ? 'app.staff.my_bookings_assessor' : 'app.staff.my_bookings'} leftIcon={<FactCheckIcon />} />}
      {roles.includes('auditor') && !admin && <Menu.Item to={`${basename}/bookings`} primaryText="app.menu.bookings" leftIcon={<ReceiptLongIcon />} />}
      {(admin || roles.includes('auditor')) && <Menu.Item to={`${basename}/audit`} primaryText="app.menu.audit_log" leftIcon={<HistoryEduIcon />} />}
    </>
  );
}
