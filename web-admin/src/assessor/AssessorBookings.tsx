import Stack from '@mui/material/Stack';
import { FunctionField, Loading } from 'react-admin';
import { DetailsButton } from '../fieldStaff/DetailsButton.js';
import { manilaDay } from '../fieldStaff/manilaDay.js';
import { WorkButtons } from '../fieldStaff/WorkButtons.js';
import { DocumentsCell, StaffTable } from '../fieldStaff/StaffTable.js';
import { useStaffList } from '../fieldStaff/useStaffList.js';
import { formatDate, formatTime } from '../format.js';

/** A row of `GET /api/assessors/bookings`: an assessment the assessor is sent to. */
interface AssessorBooking {
  id: string;
  customer: { name: string; email: string; contact_number: string | null };
  address: { street_address: string; barangay: string; city: { name: string }; contact_number: string | null };
  category: { name: string };
  services: { id: string; name: string }[];
  remarks: string | null;
  schedule: { date: string; time: string } | null;
  documents: { file_link: string; file_name: string }[];
  booked: string;
  created_at: string;
  /** The signed-in assessor's part: their answer and times. */
  assignment?: { is_primary: 0 | 1; is_answered: 0 | 1; is_confirmed: 0 | 1; confirmed: string; time_in: string | null; time_out: string | null };
  actions: { canAnswer: boolean; canTimeIn: boolean; canTimeOut: boolean };
}

const serviceNames = (a: AssessorBooking) => a.services.map((s) => s.name).join(', ');
const visit = (a: AssessorBooking) => (a.schedule ? `${formatDate(`${a.schedule.date}T00:00:00+08:00`)} ${formatTime(a.schedule.time)}` : '');

function details(a: AssessorBooking): [string, string][] {
  return [
    ['Customer', a.customer.name],
    ['Contact Number', a.address.contact_number ?? a.customer.contact_number ?? ''],
    ['Email', a.customer.email],
    ['Address', `${a.address.street_address}, ${a.address.barangay}, ${a.address.city.name}`],
    ['Category', a.category.name],
    ['Services', serviceNames(a)],
    ['Service Date', visit(a)],
    ['Booked', a.booked],
    ['Your answer', a.assignment?.confirmed ?? ''],
  ];
}

/**
 * The assessor's My Bookings (spec §2): Services, Service Date, Date Booked, Actions,
 * Documents; Actions also answer the visit and time in and out on its day, as a manong does.
 */
export function AssessorBookings() {
  const { rows, refresh } = useStaffList<AssessorBooking>('/api/assessors/bookings');
  if (rows === null) return <Loading />;
  return (
    <StaffTable title="My Bookings" resource="assessor-bookings" rows={rows} empty="No assessments assigned to you yet.">
      <FunctionField label="Services" render={serviceNames} />
      <FunctionField label="Service Date" render={visit} />
      <FunctionField label="Date Booked" render={(a: AssessorBooking) => formatDate(a.created_at)} />
      <FunctionField
        label="Actions"
        render={(a: AssessorBooking) => (
          <Stack direction="row" flexWrap="wrap" useFlexGap>
            <DetailsButton title="Assessment Details" rows={details(a)} />
            <WorkButtons
              staff="assessors"
              id={a.id}
              row={{ actions: a.actions, answered: Boolean(a.assignment?.is_answered), onTheDay: a.schedule?.date === manilaDay(new Date()) }}
              onDone={refresh}
            />
          </Stack>
        )}
      />
      <FunctionField label="Documents" render={(a: AssessorBooking) => <DocumentsCell type="assessment" id={a.id} documents={a.documents} onUploaded={refresh} />} />
    </StaffTable>
  );
}
