import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Button, useTranslate } from 'react-admin';
import { PermitLinks } from './PermitLinks.js';
import type { BookingRecord } from './types.js';
import { useCommandRun } from './useCommandRun.js';

/** The Work Permits dialog (WorkPermitsButton): the uploads and Confirmed; its own chunk, loaded at the first opening. */
export function WorkPermitsDialog({ booking, open, close }: { booking: BookingRecord; open: boolean; close: () => void }) {
  const translate = useTranslate();
  const permits = booking.work_permits ?? [];
  const { busy, run } = useCommandRun('bookings', booking.id, 'confirm-permits', (answer) => answer.message ?? 'app.message.permits_confirmed');
  const confirm = async () => {
    if (await run()) close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" onClick={(event) => event.stopPropagation()}>
      <DialogTitle>{translate('app.dialog.work_permits', { id: booking.id })}</DialogTitle>
      <DialogContent>
        {permits.length === 0 ? <Typography variant="body2">{translate('app.message.no_permits')}</Typography> : <PermitLinks permits={permits} />}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={close} />
        <Button label="app.action.confirmed" variant="contained" disabled={busy || !booking.can_confirm_permits} onClick={() => void confirm()} />
      </DialogActions>
    </Dialog>
  );
}
