import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dateTime, pesos } from '../../format.js';
import { servicesText, WorkStatus, type Booking } from '../bookingApi.js';

export type RowAction = 'view' | 'track' | 'permit' | 'feedback' | 'cancel';

const closed = (b: Booking) => b.work_status === WorkStatus.Finished || b.work_status === WorkStatus.Cancelled || b.work_status === WorkStatus.OnGoing;

/** Which actions a row offers (spec §4): the same rules the server enforces again. */
export function actionsOf(b: Booking): RowAction[] {
  const actions: RowAction[] = ['view', 'track'];
  // The permit button: manongs assigned, no permits yet, and not at 1, 2 or 3.
  if (b.has_manongs && b.permits_count === 0 && !closed(b)) actions.push('permit');
  if (b.work_status === WorkStatus.OnGoing) actions.push('feedback');
  if (b.work_status === WorkStatus.Pending) actions.push('cancel');
  return actions;
}

const LABELS: Record<RowAction, string> = { view: 'View', track: 'Track', permit: 'Upload Work Permit', feedback: 'Complete', cancel: 'Cancel' };

const COLUMNS = ['Services', 'Service Date', 'Date Booked', 'Status', 'Actions'];

/** Spec §2's columns; the Services cell also carries the total paid. Scrolls inside its box on a phone. */
export function MyBookingsTable({ bookings, onAction }: { bookings: Booking[]; onAction: (action: RowAction, booking: Booking) => void }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="My bookings" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>No bookings yet.</TableCell>
            </TableRow>
          )}
          {bookings.map((b) => (
            <TableRow key={b.id} aria-label={`Booking ${b.id}`}>
              <TableCell>
                <Typography variant="body2">{servicesText(b)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {b.id} · Total {pesos(b.total)}
                </Typography>
              </TableCell>
              <TableCell>{dateTime(b.when_at)}</TableCell>
              <TableCell>{dateTime(b.created_at)}</TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <span>{b.work_status_string}</span>
                  <Chip size="small" color={b.payment_status === 'paid' ? 'success' : 'warning'} label={b.payment_status === 'paid' ? 'Paid' : 'Unpaid'} />
                </Stack>
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {actionsOf(b).map((action) => (
                    <Button key={action} size="small" variant={action === 'feedback' ? 'contained' : 'outlined'} color={action === 'cancel' ? 'error' : 'primary'} aria-label={`${LABELS[action]} booking ${b.id}`} onClick={() => onAction(action, b)}>
                      {LABELS[action]}
                    </Button>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
