import { useRecordContext, useTranslate } from 'react-admin';
import { ViewIcon } from '../common/plainIcons.js';
import { BookingDetails } from './BookingDetails.js';
import { RemindersPanel } from './RemindersPanel.js';
import { DialogButton } from './DialogButton.js';
import type { BookingRecord } from './types.js';

/** The View action of the booking tables: the booking's details in a dialog. */
export function ViewBookingButton() {
  const booking = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  if (!booking) return null;
  return (
    <DialogButton label="app.action.view" icon={<ViewIcon />} title={translate('app.dialog.booking_details')} maxWidth="md">
      {() => (
        <>
          <BookingDetails booking={booking} />
          <RemindersPanel url={`/admin-api/bookings/${encodeURIComponent(booking.booking_id)}/reminders`} />
        </>
      )}
    </DialogButton>
  );
}
