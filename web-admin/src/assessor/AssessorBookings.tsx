import type { AssessorJob as AssessorBooking } from '@app/core/contract/assessments';
import { Loading, useTranslate } from 'react-admin';
import { StaffJobs } from '../fieldStaff/StaffJobs.js';
import { useStaffList } from '../fieldStaff/useStaffList.js';
import { ASSESSOR_BOOKINGS, ASSESSOR_COLUMNS, assessorJob } from './assessorJobs.js';

/**
 * The assessor's My Bookings (spec §2): Services, Service Date, Date Booked, Actions,
 * Documents; Actions also answer the visit and time in and out on its day, as a manong does.
 */
export function AssessorBookings() {
  const { rows, refresh } = useStaffList<AssessorBooking>(ASSESSOR_BOOKINGS);
  const translate = useTranslate();
  if (rows === null) return <Loading />;
  return (
    <StaffJobs
      title="app.staff.my_bookings"
      staff="assessors"
      jobs={rows.map((a) => assessorJob(a, translate))}
      empty="resources.assessor-bookings.empty"
      onChange={refresh}
      columns={ASSESSOR_COLUMNS}
    />
  );
}
