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
          <Menu.Item to={`${basename}/manong-bookings`} primaryText={both ? 'My Bookings (Manong)' : 'My Bookings'} leftIcon={<EventNoteIcon />} />
          <Menu.Item to={`${basename}/manong-incoming-bookings`} primaryText="Incoming Bookings" leftIcon={<UpdateIcon />} />
          <Menu.Item to={`${basename}/manong-previous-bookings`} primaryText="Previous Bookings" leftIcon={<EventAvailableIcon />} />
        </>
      )}
      {roles.includes('assessor') && <Menu.Item to={`${basename}/assessor-bookings`} primaryText={both ? 'My Bookings (Assessor)' : 'My Bookings'} leftIcon={<FactCheckIcon />} />}
      {roles.includes('auditor') && !admin && <Menu.Item to={`${basename}/bookings`} primaryText="Bookings" leftIcon={<ReceiptLongIcon />} />}
      {(admin || roles.includes('auditor')) && <Menu.Item to={`${basename}/audit`} primaryText="Audit Log" leftIcon={<HistoryEduIcon />} />}
    </>
  );
}
