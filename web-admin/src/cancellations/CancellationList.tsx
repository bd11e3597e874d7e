import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { FunctionField } from 'react-admin';
import { BookingTable } from '../bookings/BookingTable.js';
import { CommandButton } from '../bookings/CommandButton.js';
import { RefreshExportActions } from '../bookings/RefreshExportActions.js';
import { WORK_STATUS, type BookingRecord } from '../bookings/types.js';
import { ViewBookingButton } from '../bookings/ViewBookingButton.js';

/**
 * Spec §2 Cancellation requests: the bookings whose customer asked to cancel (status 6),
 * with View, Accept ('Booking cancellation request granted') and Decline ('Booking
 * cancellation request declined'; not offered once cancelled), Refresh and Export.
 */
export function CancellationList() {
  return (
    <BookingTable actions={<RefreshExportActions exportKind="cancelled-bookings" />} statusLabel="Status" dates={[['when_at', 'Service Date'], ['created_at', 'Date Booked']]}>
      <ViewBookingButton />
      <CommandButton label="Accept" icon={<CheckIcon />} resource="cancellations" action="accept" confirmTitle="Accept cancellation" confirmContent="Grant this cancellation request? The booking is cancelled and its schedule released." />
      <FunctionField<BookingRecord>
        render={(b) =>
          b.work_status === WORK_STATUS.Cancelled ? null : (
            <CommandButton label="Decline" color="error" icon={<CloseIcon />} resource="cancellations" action="decline" confirmTitle="Decline cancellation" confirmContent="Decline this cancellation request? The booking goes on as before." />
          )
        }
      />
    </BookingTable>
  );
}
