import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { RowButton } from '../common/RowButton.js';
import { DocumentIcon } from '../common/plainIcons.js';
import { useDialogOnce } from '../common/useDialogOnce.js';
import { command } from './commands.js';
import { failureText } from '../dataProvider/failureText.js';
import { PermitLinks } from './PermitLinks.js';
import type { BookingRecord } from './types.js';

/**
 * Work Permits (spec §4): offered once manongs are assigned and until the permits are
 * confirmed; the dialog lists the customer's uploads, and Confirmed is enabled as the
 * record's `can_confirm_permits` says (not while there are none: the api refuses, 409).
 */
export function WorkPermitsButton() {
  const booking = useRecordContext<BookingRecord>();
  const dialog = useDialogOnce();
  if (!booking || !booking.has_manongs || booking.permits_confirmed) return null;
  return (
    <>
      <RowButton label="app.action.work_permits" icon={<DocumentIcon />} onClick={dialog.show} />
      {dialog.mounted && <WorkPermitsDialog booking={booking} open={dialog.open} close={dialog.close} />}
    </>
  );
}

function WorkPermitsDialog({ booking, open, close }: { booking: BookingRecord; open: boolean; close: () => void }) {
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
