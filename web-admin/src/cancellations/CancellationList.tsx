import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { FunctionField } from 'react-admin';
import { BookingTable } from '../bookings/BookingTable.js';
import { CommandButton } from '../bookings/CommandButton.js';
import { RefreshExportActions } from '../bookings/RefreshExportActions.js';
import type { BookingRecord } from '../bookings/types.js';
import { ViewBookingButton } from '../bookings/ViewBookingButton.js';

/**
 * Spec §2 Cancellation requests: the bookings whose customer asked to cancel (status 6),
 * with View, Accept ('Booking cancellation request granted') and Decline ('Booking
 * cancellation request declined'; not offered once cancelled), Refresh and Export. Both
 * follow the record's flags (the server's rules).
 */
export function CancellationList() {
  return (
    <BookingTable actions={<RefreshExportActions exportKind="cancelled-bookings" />} statusLabel="resources.bookings-for-cancellation.fields.work_status" dates={[['when_at', 'resources.bookings.fields.when_at'], ['created_at', 'resources.bookings.fields.created_at']]}>
      <ViewBookingButton />
      <CommandButton label="app.action.accept" icon={<CheckIcon />} resource="cancellations" action="accept" allowedBy="can_accept_cancellation" confirmTitle="app.confirm.accept_cancellation" confirmContent="app.confirm.accept_cancellation_content" />
      <FunctionField<BookingRecord>
        render={(b) =>
          b.can_decline_cancellation ? (
            <CommandButton label="app.action.decline" color="error" icon={<CloseIcon />} resource="cancellations" action="decline" confirmTitle="app.confirm.decline_cancellation" confirmContent="app.confirm.decline_cancellation_content" />
          ) : null
        }
      />
    </BookingTable>
  );
}
