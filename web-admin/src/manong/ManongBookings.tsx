import Stack from '@mui/material/Stack';
import { FunctionField, Loading } from 'react-admin';
import { DetailsButton } from '../fieldStaff/DetailsButton.js';
import { DocumentsCell, StaffTable } from '../fieldStaff/StaffTable.js';
import { useStaffList } from '../fieldStaff/useStaffList.js';
import { formatDate, formatDateTime } from '../format.js';
import { isServiceDay } from '../fieldStaff/manilaDay.js';
import { WorkButtons } from '../fieldStaff/WorkButtons.js';
import type { ManongBooking } from './types.js';

export const MANONG_BOOKINGS = '/api/manongs/bookings';

function details(b: ManongBooking): [string, string][] {
  return [
    ['Booking ID', b.id],
    ['Customer', b.customer.name],
    ['Contact Number', b.address.contact_number ?? b.customer.contact_number ?? ''],
    ['Address', `${b.address.street_address}, ${b.address.barangay}, ${b.address.city.name}`],
    ['Category', b.category.name],
    ['Services', b.services],
    ['Service Date', formatDateTime(b.service_date)],
    ['Service Status', b.service_status],
    ['Confirmed', b.assignment?.confirmed ?? ''],
    ['Time In', b.assignment?.time_in ? formatDateTime(b.assignment.time_in) : ''],
    ['Time Out', b.assignment?.time_out ? formatDateTime(b.assignment.time_out) : ''],
    ['Remarks', b.customer_remarks ?? ''],
  ];
}

/** The worker's My Bookings (spec §2): Services, Service Date, Service Status, Date Booked, Actions, Documents. */
export function ManongBookings() {
  const { rows, refresh } = useStaffList<ManongBooking>(MANONG_BOOKINGS);
  if (rows === null) return <Loading />;
  return (
    <StaffTable title="My Bookings" resource="manong-bookings" rows={rows} empty="No bookings assigned to you yet.">
      <FunctionField label="Services" render={(b: ManongBooking) => b.services} />
      <FunctionField label="Service Date" render={(b: ManongBooking) => formatDateTime(b.service_date)} />
      <FunctionField label="Service Status" render={(b: ManongBooking) => b.service_status} />
      <FunctionField label="Date Booked" render={(b: ManongBooking) => formatDate(b.date_booked)} />
      <FunctionField
        label="Actions"
        render={(b: ManongBooking) => (
          <Stack direction="row" flexWrap="wrap" useFlexGap>
            <DetailsButton title="Booking Details" rows={details(b)} />
            <WorkButtons staff="manongs" id={b.id} row={{ actions: b.actions, answered: Boolean(b.assignment?.is_answered), onTheDay: isServiceDay(b.service_date) }} onDone={refresh} />
          </Stack>
        )}
      />
      <FunctionField label="Documents" render={(b: ManongBooking) => <DocumentsCell type="booking" id={b.id} documents={b.documents} onUploaded={refresh} />} />
    </StaffTable>
  );
}
