import { Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { lazyView } from '../common/lazyView.js';

const AssessorBookings = lazyView(() => import('../assessor/AssessorBookings.js'), 'AssessorBookings');
const AuditLog = lazyView(() => import('../audit/AuditLog.js'), 'AuditLog');
const AuditorBookingList = lazyView(() => import('../audit/AuditorBookingList.js'), 'AuditorBookingList');
const BookingHistoryPage = lazyView(() => import('../audit/BookingHistoryPage.js'), 'BookingHistoryPage');
const ManongBookings = lazyView(() => import('../manong/ManongBookings.js'), 'ManongBookings');
const ScheduleBookings = lazyView(() => import('../manong/ScheduleBookings.js'), 'ScheduleBookings');
const StaffProfile = lazyView(() => import('./StaffProfile.js'), 'StaffProfile');

/**
 * The screens of the roles beside the administrator's, each mounted only for its holders
 * (the server refuses the rest anyway): the manong's and the assessor's at the spec's
 * paths under the console (/admin/manong, /admin/manong-bookings, /admin/assessors/home,
 * /admin/assessor-bookings; the api sends the bare paths here), and the audit screens for
 * administrators and auditors. An auditor who is not an administrator gets a read-only
 * bookings list; an administrator keeps the full one.
 */
export function roleScreens(roles: readonly string[]) {
  const has = (role: string) => roles.includes(role);
  const admin = has('administrator');
  const reader = admin || has('auditor');
  return [
    ...(has('auditor') && !admin ? [<Resource key="auditor-bookings" name="bookings" list={AuditorBookingList} />] : []),
    ...(reader ? [<Resource key="audit" name="audit" list={AuditLog} options={{ label: 'app.menu.audit_log' }} />] : []),
    <CustomRoutes key="role-routes">
      {reader && <Route path="/bookings/:id/history" element={<BookingHistoryPage />} />}
      {has('manong') && <Route path="/manong" element={<StaffProfile title="app.staff.profile" />} />}
      {has('manong') && <Route path="/manong-bookings" element={<ManongBookings />} />}
      {has('manong') && <Route path="/manong-incoming-bookings" element={<ScheduleBookings kind="incoming" />} />}
      {has('manong') && <Route path="/manong-previous-bookings" element={<ScheduleBookings kind="previous" />} />}
      {has('assessor') && <Route path="/assessors/home" element={<StaffProfile title="app.staff.profile" />} />}
      {has('assessor') && <Route path="/assessor-bookings" element={<AssessorBookings />} />}
    </CustomRoutes>,
  ];
}

/** Where a user lands in the console when the administrator's home is not theirs. */
export function roleHomePath(roles: readonly string[]): string | null {
  if (roles.includes('administrator')) return null;
  if (roles.includes('manong')) return '/manong-bookings';
  if (roles.includes('assessor')) return '/assessor-bookings';
  if (roles.includes('auditor')) return '/bookings';
  return null;
}
