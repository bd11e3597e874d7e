import CloseIcon from '@mui/icons-material/Close';
import { AssignManongsButton } from '../bookings/AssignManongsButton.js';
import { BookingTable } from '../bookings/BookingTable.js';
import { CommandButton } from '../bookings/CommandButton.js';
import { RebookButton } from '../bookings/RebookButton.js';
import { RefreshExportActions } from '../bookings/RefreshExportActions.js';
import { ViewBookingButton } from '../bookings/ViewBookingButton.js';
import { WorkPermitsButton } from '../bookings/WorkPermitsButton.js';

/**
 * Spec §2 Re-bookings: the bookings with a re-booking request (status 5). Columns Booking
 * ID, Customer, Status, Payment Status, Initial Booking Date, Requested Date, Date Booked;
 * actions view, re-book (fulfil on a slot), reject the request ('Re-booking request has
 * been cancelled.'), assign manongs, work permits.
 */
export function RebookingList() {
  return (
    <BookingTable
      actions={<RefreshExportActions exportKind="re-bookings" />}
      statusLabel="resources.bookings-for-rebooking.fields.work_status"
      dates={[['when_at', 'resources.bookings-for-rebooking.fields.when_at'], ['requested_schedule_at', 'resources.bookings.fields.requested_schedule_at'], ['created_at', 'resources.bookings.fields.created_at']]}
      actionsLabel="app.column.actions_documents"
    >
      <ViewBookingButton />
      <RebookButton />
      <CommandButton label="app.action.decline" color="error" icon={<CloseIcon />} resource="rebookings" action="reject" allowedBy="can_reject_rebook" confirmTitle="app.confirm.reject_rebooking" confirmContent="app.confirm.reject_rebooking_content" />
      <AssignManongsButton />
      <WorkPermitsButton />
    </BookingTable>
  );
}
