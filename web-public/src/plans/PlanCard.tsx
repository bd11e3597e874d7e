import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { everyMonths } from '../booking/planWords.js';
import Skeleton from '@mui/material/Skeleton';
import { pesos } from '@app/core/format/money';
import { planActions, type PlanAction } from './planActions.js';
import type { Plan, PlanVisit } from '@app/core/contract/plans';
import { PlanStatusChip } from './PlanStatusChip.js';
import { usePlanVisits } from './usePlanVisits.js';
import { VisitHistory } from './VisitHistory.js';
import { day, PLAN_STATUS, visitStatus, visitWhen } from './visitWords.js';

const LABELS: Record<PlanAction, string> = { pay: 'Pay next visit', skip: 'Skip next', pause: 'Pause', resume: 'Resume', interval: 'Change interval', cancel: 'Cancel plan' };

export interface PlanCardProps {
  plan: Plan;
  busy: boolean;
  /** The last failed action on this plan, in the server's words, with Try again. */
  failure: string | null;
  onAction: (action: PlanAction, plan: Plan) => void;
  onRetry: () => void;
}

function NextVisit({ plan }: { plan: Plan }) {
  const next: PlanVisit | null = plan.next_visit;
  if (next?.date)
    return (
      <Typography>
        Next visit: <strong>{visitWhen(next)}</strong> ({visitStatus(next)}
        {next.total !== null ? `, ${pesos(next.total)}` : ''}
        {next.status === 'booked' && next.hold_until ? `; pay by ${day(next.hold_until)} to keep the slot` : ''})
      </Typography>
    );
  if (plan.next_visit_on) return <Typography>Next visit due around {day(plan.next_visit_on)}: we book it and e-mail you before then.</Typography>;
  return <Typography color="text.secondary">No visit is planned{plan.status === 'paused' ? ' while the plan is paused' : ''}.</Typography>;
}

/** One plan: its next visit, what may be done with it, and every visit so far. */
export function PlanCard({ plan, busy, failure, onAction, onRetry }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const historyId = `plan-${plan.id}-history`;
  const visits = usePlanVisits(plan);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {plan.category.name}, {everyMonths(plan.interval_months).toLowerCase()}
            </Typography>
            <PlanStatusChip status={plan.status} label={PLAN_STATUS[plan.status] ?? plan.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {plan.services.map((s) => `${s.name} (${s.quantity})`).join(', ')}
            {plan.discount_percent ? ` · next visits ${plan.discount_percent}% off` : ''}
          </Typography>
          <NextVisit plan={plan} />
          {failure && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetry} disabled={busy} sx={{ whiteSpace: 'nowrap', minHeight: 44 }}>
                  Try again
                </Button>
              }
            >
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {planActions(plan).map((action) => (
              <Button
                key={action}
                variant={action === 'pay' ? 'contained' : 'outlined'}
                color={action === 'cancel' ? 'error' : 'primary'}
                disabled={busy}
                onClick={() => onAction(action, plan)}
                aria-label={`${LABELS[action]}: ${plan.category.name}`}
                sx={{ minHeight: 44 }}
              >
                {LABELS[action]}
              </Button>
            ))}
          </Stack>
          <Typography id={historyId} variant="subtitle2" component="h3">
            Visits
          </Typography>
          {visits ? <VisitHistory visits={visits} labelId={historyId} /> : <Skeleton variant="rectangular" height={48} aria-label="Loading the visits" />}
        </Stack>
      </CardContent>
    </Card>
  );
}
