import { Loading } from 'react-admin';
import { StaffJobs } from '../fieldStaff/StaffJobs.js';
import { useStaffList } from '../fieldStaff/useStaffList.js';
import { MANONG_BOOKINGS, MANONG_COLUMNS, manongJob } from './manongJobs.js';
import type { ManongBooking } from './types.js';

/** The worker's My Bookings (spec §2): Services, Service Date, Service Status, Date Booked, Actions, Documents. */
export function ManongBookings() {
  const { rows, refresh } = useStaffList<ManongBooking>(MANONG_BOOKINGS);
  if (rows === null) return <Loading />;
  return (
    <StaffJobs
      title="app.staff.my_bookings"
      staff="manongs"
      jobs={rows.map(manongJob)}
      empty="resources.manong-bookings.empty"
      onChange={refresh}
      columns={MANONG_COLUMNS}
    />
  );
}
