import { useRecordContext, useTranslate } from 'react-admin';
import { ViewIcon } from '../common/plainIcons.js';
import { lazyView } from '../common/lazyView.js';
import { DialogButton } from './DialogButton.js';
import type { BookingRecord } from './types.js';

const BookingView = lazyView(() => import('./BookingView.js'), 'BookingView');

/** The View action of the booking tables: the booking's details in a dialog. */
export function ViewBookingButton() {
  const booking = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  if (!booking) return null;
  return (
    <DialogButton label="app.action.view" icon={<ViewIcon />} title={translate('app.dialog.booking_details')} maxWidth="md">
      {() => <BookingView booking={booking} />}
    </DialogButton>
  );
}
