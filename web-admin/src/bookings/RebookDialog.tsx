import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SlotSelect } from '../common/SlotSelect.js';
import { formatDateTime } from '../format.js';
import { command } from './commands.js';
import { failureText, fieldErrors } from '../dataProvider/failureText.js';
import { useAvailableSlots } from '../common/useAvailableSlots.js';
import type { BookingRecord } from './types.js';

/** The Re-book dialog (RebookButton): the open slots, the requested one first; its own chunk, loaded at the first opening. */
export function RebookDialog({ booking, open, close }: { booking: BookingRecord; open: boolean; close: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const requested = booking.requested_schedule_id;
  const [slot, setSlot] = useState(requested ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { data: openSlots = [], isPending } = useAvailableSlots(open);
  const slots = requested
    ? [
        { id: requested, name: translate('app.rebook.requested_choice', { when: formatDateTime(booking.requested_schedule_at) }) },
        ...openSlots.filter((s) => s.id !== requested),
      ]
    : openSlots;

  const save = async () => {
    setBusy(true);
    try {
      const answer = await command('rebookings', booking.id, 'fulfil', { date: slot });
      notify(answer.message ?? 'app.message.rebooked', { type: 'success' });
      close();
      refresh();
    } catch (failure) {
      setError(fieldErrors(failure).date ?? failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" onClick={(event) => event.stopPropagation()}>
      <DialogTitle>{translate('app.rebook.title', { id: booking.id })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" gutterBottom>
          {translate('app.rebook.current', { when: formatDateTime(booking.when_at) })}
          {booking.requested_schedule_at ? translate('app.rebook.requested', { when: formatDateTime(booking.requested_schedule_at) }) : ''}
        </Typography>
        <SlotSelect
          label="app.rebook.new_schedule"
          value={slot}
          choices={slots}
          loading={isPending}
          none="app.rebook.none"
          error={error}
          onChange={(chosen) => (setSlot(chosen), setError(undefined))}
        />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={close} />
        <Button label="ra.action.save" variant="contained" disabled={busy || !slot} onClick={() => void save()} />
      </DialogActions>
    </Dialog>
  );
}
