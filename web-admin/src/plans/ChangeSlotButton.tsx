import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { command } from '../bookings/commands.js';
import { SlotSelect } from '../common/SlotSelect.js';
import { useAvailableSlots } from '../common/useAvailableSlots.js';
import { failureText, fieldErrors } from '../dataProvider/failureText.js';
import type { PlanRecord } from './types.js';

const DAY_MS = 86_400_000;
const manilaDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
/** The calendar route answers at most 62 days. */
const WINDOW_DAYS = 60;

/** The open slots around the plan's next visit (or from today): two weeks before it, some six weeks after. */
function slotWindow(plan: PlanRecord): { start: string; end: string } {
  const today = Date.parse(`${manilaDay(Date.now())}T00:00:00Z`);
  const anchor = plan.next_visit?.date ?? plan.next_visit_on;
  const from = Math.max(today, anchor ? Date.parse(`${anchor}T00:00:00Z`) - 14 * DAY_MS : today);
  return { start: manilaDay(from - 8 * 3_600_000), end: manilaDay(from - 8 * 3_600_000 + WINDOW_DAYS * DAY_MS) };
}

/**
 * Change slot (POST /admin-api/plans/{id}/change-slot): the next booked visit moves to the
 * chosen open slot; with none booked, the next visit will be booked on its weekday and time.
 */
export function ChangeSlotButton() {
  const plan = useRecordContext<PlanRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const range = plan ? slotWindow(plan) : null;
  const slots = useAvailableSlots(open && range !== null, range ?? undefined);
  if (!plan || plan.status === 'cancelled') return null;

  const save = async () => {
    setBusy(true);
    try {
      await command('plans', plan.id, 'change-slot', { slot });
      notify('app.plans.done.change_slot', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (failure) {
      setError(fieldErrors(failure).slot ?? failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="app.plans.action.change_slot" onClick={() => (setSlot(''), setError(undefined), setOpen(true))}>
        <EventAvailableIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="change-slot-title" fullWidth maxWidth="xs">
        <DialogTitle id="change-slot-title">{translate('app.plans.change_slot.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            {translate('app.plans.change_slot.help')}
          </Typography>
          <SlotSelect
            label="app.plans.change_slot.slot"
            value={slot}
            choices={slots.data ?? []}
            loading={slots.isPending}
            none="app.plans.change_slot.none"
            error={error}
            onChange={(chosen) => (setSlot(chosen), setError(undefined))}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="app.plans.action.move" variant="contained" disabled={busy || !slot} onClick={() => void save()} />
        </DialogActions>
      </Dialog>
    </>
  );
}
