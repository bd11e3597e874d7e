import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, useCreatePath, useTranslate } from 'react-admin';
import { getJson } from '../bookings/commands.js';
import { NextVisitField } from '../plans/NextVisitField.js';
import { PlanStatusChip } from '../plans/PlanChips.js';
import type { PlansDue } from '@app/core/contract/plans';

/** Rows shown on the home; the link below opens the whole list. */
const SHOWN = 10;

/** "Plans due this week" (GET /admin-api/plans-due): the plans whose next visit is due or booked in the next 7 days, soonest first. */
export function PlansDueThisWeek() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const due = useQuery({ queryKey: ['plans-due'], queryFn: () => getJson<PlansDue>('/admin-api/plans-due') });
  const plans = due.data?.data ?? [];
  const total = due.data?.total ?? 0;
  const column = (field: string) => translate(`resources.plans.fields.${field}`);
  return (
    <>
      <Typography id="plans-due-title" variant="h6" component="h2" gutterBottom>
        {translate('app.plans.due.title')}
      </Typography>
      <Table size="small" aria-labelledby="plans-due-title">
        <TableHead>
          <TableRow>
            <TableCell>{column('customer')}</TableCell>
            <TableCell>{column('category')}</TableCell>
            <TableCell>{column('next_visit')}</TableCell>
            <TableCell>{column('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{due.isPending ? translate('ra.page.loading') : due.isError ? translate('app.error.server') : translate('app.plans.due.empty')}</TableCell>
            </TableRow>
          )}
          {plans.slice(0, SHOWN).map((plan) => (
            <TableRow key={plan.id} hover>
              <TableCell>
                <Link component={RouterLink} to={createPath({ resource: 'plans', id: plan.id, type: 'show' })}>
                  {plan.customer.name}
                </Link>
              </TableCell>
              <TableCell>{plan.category.name}</TableCell>
              <TableCell>
                <RecordContextProvider value={plan}>
                  <NextVisitField />
                </RecordContextProvider>
              </TableCell>
              <TableCell>
                <PlanStatusChip status={plan.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > SHOWN && (
        <Link component={RouterLink} to={createPath({ resource: 'plans', type: 'list' })} sx={{ display: 'inline-block', mt: 1 }}>
          {translate('app.plans.due.more', { smart_count: total })}
        </Link>
      )}
    </>
  );
}
