import { HistoryButton } from '../audit/HistoryButton.js';
import { ListHandOver } from './ListHandOver.js';
import { AssignManongsButton } from './AssignManongsButton.js';
import { BookingTable } from './BookingTable.js';
import { BookServiceButton } from './BookServiceButton.js';
import { CancelIcon } from '../common/plainIcons.js';
import { CommandButton } from './CommandButton.js';
import { RebookButton } from './RebookButton.js';
import { RefreshExportActions } from './RefreshExportActions.js';
import { ViewBookingButton } from './ViewBookingButton.js';
import { WorkPermitsButton } from './WorkPermitsButton.js';

// ListHandOver: the rows index.html drew before the scripts go as the list's own draw (firstPaint/bookingRows.ts).
const BookingListActions = () => (
  <RefreshExportActions exportKind="bookings">
    <BookServiceButton />
    <ListHandOver />
  </RefreshExportActions>
);

/** Cancel: as the record's `can_cancel` says (a finished booking stays finished, a cancelled one cancelled). */
const CancelBookingButton = () => (
  <CommandButton
    label="ra.action.cancel"
    color="error"
    icon={<CancelIcon />}
    resource="bookings"
    action="cancel"
    confirmTitle="app.confirm.cancel_booking"
    confirmContent="app.confirm.cancel_booking_content"
    allowedBy="can_cancel"
  />
);

/**
 * Spec §2 Bookings: Booking ID, Customer, Work Status, Payment Status, Service Date, Date
 * Booked, Actions (View, Re-book, Cancel, Manongs, Work Permits); Book Service, Refresh,
 * Export above.
 */
export function BookingList() {
  return (
    <BookingTable actions={<BookingListActions />} statusLabel="resources.bookings.fields.work_status" dates={[['when_at', 'resources.bookings.fields.when_at'], ['created_at', 'resources.bookings.fields.created_at']]}>
      <ViewBookingButton />
      <RebookButton />
      <CancelBookingButton />
      <AssignManongsButton />
      <WorkPermitsButton />
      <HistoryButton />
    </BookingTable>
  );
}
