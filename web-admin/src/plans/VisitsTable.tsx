import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatCurrency, formatDate } from '../format.js';
import { VisitStatusChip } from './PlanChips.js';
import { visitWhen } from './planWords.js';
import type { PlanRecord } from './types.js';

const COLUMNS = ['visit_number', 'date', 'status', 'reference', 'total', 'hold_until'] as const;

/** Every visit of the plan, oldest first: when, its status (and why, when skipped, released or unplaced), its booking and total. */
export function VisitsTable() {
  const plan = useRecordContext<PlanRecord>();
  const translate = useTranslate();
  const visits = plan?.visits ?? [];
  if (visits.length === 0) return <Typography variant="body2">{translate('app.plans.show.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.plans.show.visits')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{translate(`resources.plans.fields.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {visits.map((v) => (
          <TableRow key={v.visit_number} data-visit={v.visit_number}>
            <TableCell>{v.visit_number}</TableCell>
            <TableCell>{visitWhen(v)}</TableCell>
            <TableCell>
              <VisitStatusChip status={v.status} />
              {v.reason && (
                <Typography variant="caption" component="span" sx={{ ml: 1 }}>
                  {translate(`app.plans.reason.${v.reason}`, { _: v.reason })}
                </Typography>
              )}
            </TableCell>
            <TableCell>{v.reference ?? ''}</TableCell>
            <TableCell>{v.total !== null ? formatCurrency(v.total) : ''}</TableCell>
            {/* The hold only matters while the visit is booked and unpaid. */}
            <TableCell>{v.status === 'booked' && v.hold_until ? formatDate(v.hold_until) : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
