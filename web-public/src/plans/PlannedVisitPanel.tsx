import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../addresses/ConfirmDialog.js';
import { failureMessage } from '../api/http.js';
import { TitledCard } from '../bookings/manage/BookingCards.js';
import type { PlannedVisitAction } from '../bookings/manage/lookup.js';
import type { PlannedVisit } from '@app/core/contract/plans';
import { pesos } from '@app/core/format/money';
import { movePlannedVisit, plannedVisit, skipPlannedVisit } from './plansApi.js';
import { day, visitStatus, visitWhen } from './visitWords.js';

const RebookDialog = lazy(() => import('../bookings/rebook/RebookDialog.js').then((m) => ({ default: m.RebookDialog })));

export interface PlannedVisitPanelProps {
  reference: string;
  email: string;
  /** What the e-mailed link came to do: Pay is focused, Pick another slot and Skip open their dialogs. */
  action: PlannedVisitAction;
  paying: boolean;
  onPay: () => void;
  /** The visit changed (moved, skipped): the page reloads the booking and says the server's message. */
  onChanged: (message: string) => void;
}

type Failure = { message: string; retry: () => void } | null;

/**
 * A planned visit of a maintenance plan, as its e-mail's links (pay, pick another slot, skip
 * this visit) open it on the manage-booking page, signed in or not: the link's e-mail is
 * what entitles the visitor, as for the rest of the page.
 */
export function PlannedVisitPanel({ reference, email, action, paying, onPay, onChanged }: PlannedVisitPanelProps) {
  const [visit, setVisit] = useState<PlannedVisit | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [open, setOpen] = useState<'none' | 'move' | 'skip'>('none');
  const [busy, setBusy] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      setVisit(await plannedVisit(reference, email));
    } catch (error) {
      setFailure({ message: failureMessage(error), retry: () => void load() });
    }
  }, [reference, email]);

  useEffect(() => {
    void load();
  }, [load]);

  // The link's own action, once, when the visit allows it.
  useEffect(() => {
    if (!visit || asked.current) return;
    asked.current = true;
    if (action === 'pay' && visit.can_pay) payButton.current?.focus();
    if (action === 'move' && visit.can_move) setOpen('move');
    if (action === 'skip' && visit.can_skip) setOpen('skip');
  }, [visit, action]);

  async function skip() {
    setBusy(true);
    try {
      const answer = await skipPlannedVisit(reference, email);
      setOpen('none');
      await load();
      onChanged(answer.message);
    } catch (error) {
      setOpen('none');
      setFailure({ message: failureMessage(error), retry: () => void skip() });
    } finally {
      setBusy(false);
    }
  }

  async function move(slot: string) {
    const answer = await movePlannedVisit(reference, email, slot);
    setOpen('none');
    await load();
    onChanged(answer.message);
  }

  return (
    <TitledCard title="Maintenance plan visit">
      {!visit && !failure && <LinearProgress aria-label="Loading the planned visit" />}
      {failure && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={failure.retry} disabled={busy} sx={{ whiteSpace: 'nowrap', minHeight: 44 }}>
              Try again
            </Button>
          }
        >
          {failure.message}
        </Alert>
      )}
      {visit && (
        <Stack spacing={1.5}>
          <Typography>
            Visit {visit.visit_number} of your plan: <strong>{visitWhen(visit)}</strong>, {pesos(visit.total)}. {visitStatus(visit)}.
          </Typography>
          {visit.can_pay && visit.hold_until && <Typography variant="body2">Pay by {day(visit.hold_until)} to keep this slot; after that it is released and we tell you.</Typography>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
            {visit.can_pay && (
              <Button ref={payButton} variant="contained" disabled={paying} onClick={onPay} sx={{ minHeight: 44 }}>
                Pay for this visit
              </Button>
            )}
            {visit.can_move && (
              <Button variant="outlined" onClick={() => setOpen('move')} sx={{ minHeight: 44 }}>
                Pick another slot
              </Button>
            )}
            {visit.can_skip && (
              <Button variant="outlined" color="error" onClick={() => setOpen('skip')} sx={{ minHeight: 44 }}>
                Skip this visit
              </Button>
            )}
          </Stack>
          {open === 'move' && (
            <Suspense fallback={<LinearProgress aria-label="Loading the calendar" />}>
              <RebookDialog open currentSlotId={`${visit.date}T${visit.start_at}`} onClose={() => setOpen('none')} onSubmit={move} submitLabel="Move this visit" />
            </Suspense>
          )}
          <ConfirmDialog
            open={open === 'skip'}
            title="Skip this visit"
            message={`Skip visit ${visit.visit_number} on ${visitWhen(visit)}? Its slot is given up; the plan goes on with the visit after.`}
            confirmLabel="Skip visit"
            busy={busy}
            onConfirm={() => void skip()}
            onCancel={() => setOpen('none')}
          />
        </Stack>
      )}
    </TitledCard>
  );
}
