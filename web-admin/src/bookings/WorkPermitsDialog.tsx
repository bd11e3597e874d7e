import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { command } from './commands.js';
import { failureText } from '../dataProvider/failureText.js';
import { PermitLinks } from './PermitLinks.js';
import type { BookingRecord } from './types.js';

/** The Work Permits dialog (WorkPermitsButton): the uploads and Confirmed; its own chunk, loaded at the first opening. */
export function WorkPermitsDialog({ booking, open, close }: { booking: BookingRecord; open: boolean; close: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const permits = booking.work_permits ?? [];

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await command('bookings', booking.id, 'confirm-permits');
      notify(answer.message ?? 'app.message.permits_confirmed', { type: 'success' });
      close();
      refresh();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
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
