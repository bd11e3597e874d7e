import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../format.js';
import { VisitStatusChip } from './PlanChips.js';
import { visitWhen } from './planWords.js';
import type { PlanRecord } from './types.js';

/** The booked visit with its status, else the date the next one is due, else that none is planned. */
export function NextVisitField() {
  const plan = useRecordContext<PlanRecord>();
  const translate = useTranslate();
  if (!plan) return null;
  const next = plan.next_visit;
  if (next?.date)
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{visitWhen(next)}</Typography>
        <VisitStatusChip status={next.status} />
      </Stack>
    );
  if (plan.next_visit_on) return <Typography variant="body2">{translate('app.plans.show.due', { date: formatDate(plan.next_visit_on) })}</Typography>;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.plans.show.nothing')}
    </Typography>
  );
}
