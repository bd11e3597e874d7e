import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../addresses/ConfirmDialog.js';
import { failureMessage } from '../api/http.js';
import { useAuth } from '../auth/AuthContext.js';
import { paymentUrl } from '../bookings/bookingApi.js';
import { useNotify } from '../notify/Notifier.js';
import { IntervalDialog } from './IntervalDialog.js';
import type { PlanAction } from './planActions.js';
import { PlanCard } from './PlanCard.js';
import { cancelPlan, changeInterval, myPlans, pausePlan, resumePlan, skipNext } from './plansApi.js';
import type { Plan } from '@app/core/contract/plans';
import { useLoaded } from '../api/useLoaded.js';

type Asking = { action: 'skip' | 'cancel'; plan: Plan } | { action: 'interval'; plan: Plan } | null;
type Failure = { planId: string; message: string; retry: () => void } | null;

const CONFIRM = {
  skip: { title: 'Skip the next visit', confirm: 'Skip visit', text: (p: Plan) => `Skip the next visit of your ${p.category.name} plan? Its seat is given up and the plan goes on from the visit after.` },
  cancel: { title: 'Cancel plan', confirm: 'Cancel plan', text: (p: Plan) => `Cancel your ${p.category.name} plan? No more visits are booked; visits already paid stay booked.` },
} as const;

/**
 * My Bookings' Plans tab: each maintenance plan with its next visit, its history and what
 * may be done with it now. Skipping and cancelling are asked first; a refusal shows the
 * server's message on the plan's card with Try again.
 */
export default function PlansTab() {
  const notify = useNotify();
  const { state: auth } = useAuth();
  const { data: plans, error: loadError, refresh: load } = useLoaded(myPlans);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<Failure>(null);

  /** Runs a call for a plan: its message on success, then the list again; on failure the message on the card, and Try again repeats it. */
  const run = (plan: Plan, call: () => Promise<{ message: string } | void>) => {
    const attempt = async () => {
      setBusy(plan.id);
      setFailure(null);
      try {
        const answer = await call();
        setAsking(null);
        if (answer) notify(answer.message);
        await load();
      } catch (error) {
        setAsking(null);
        setFailure({ planId: plan.id, message: failureMessage(error), retry: () => void attempt() });
      } finally {
        setBusy(null);
      }
    };
    void attempt();
  };

  const pay = (plan: Plan) =>
    run(plan, async () => {
      const reference = plan.next_visit?.reference;
      if (!reference || auth.status !== 'signedIn') return;
      window.location.assign((await paymentUrl(reference, auth.user.email)).url);
    });

  const act = (action: PlanAction, plan: Plan) => {
    if (action === 'pay') return pay(plan);
    if (action === 'pause') return run(plan, () => pausePlan(plan.id));
    if (action === 'resume') return run(plan, () => resumePlan(plan.id));
    setAsking({ action, plan });
  };

  const confirming = asking?.action === 'skip' || asking?.action === 'cancel' ? { action: asking.action, plan: asking.plan } : null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
      {plans === null && !loadError && <LinearProgress aria-label="Loading plans" />}
      {loadError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void load()} sx={{ minHeight: 44 }}>
              Try again
            </Button>
          }
        >
          {loadError}
        </Alert>
      )}
      {plans?.length === 0 && <Typography color="text.secondary">You have no maintenance plans. When you book a service, choose how often to repeat it at the Pick a Service step.</Typography>}
      {plans?.map((plan) => (
        <PlanCard key={plan.id} plan={plan} busy={busy === plan.id} failure={failure?.planId === plan.id ? failure.message : null} onAction={act} onRetry={() => failure?.retry()} />
      ))}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming.action].title : ''}
        message={confirming ? CONFIRM[confirming.action].text(confirming.plan) : ''}
        confirmLabel={confirming ? CONFIRM[confirming.action].confirm : ''}
        busy={busy !== null}
        onConfirm={() => confirming && run(confirming.plan, () => (confirming.action === 'skip' ? skipNext(confirming.plan.id) : cancelPlan(confirming.plan.id)))}
        onCancel={() => setAsking(null)}
      />
      <IntervalDialog plan={asking?.action === 'interval' ? asking.plan : null} busy={busy !== null} onSave={(months) => asking && run(asking.plan, () => changeInterval(asking.plan.id, months))} onClose={() => setAsking(null)} />
    </Stack>
  );
}
