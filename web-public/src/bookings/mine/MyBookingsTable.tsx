import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { dateTime } from '@app/core/format/dates';
import { pesos } from '@app/core/format/money';
import type { Booking } from '@app/core/contract/bookings';
import { servicesText } from '../bookingApi.js';
import { AddToCalendar } from '../AddToCalendar.js';
import { HeaderRow } from '../HeaderRow.js';
import { PaymentChip } from '../PaymentChip.js';

export type RowAction = 'view' | 'track' | 'permit' | 'feedback' | 'cancel';

/** Which actions a row offers (spec §4), as the record's flags say: the server's own rules. */
export function actionsOf(b: Booking): RowAction[] {
  const actions: RowAction[] = ['view', 'track'];
  if (b.asks_for_permits) actions.push('permit');
  if (b.can_complete) actions.push('feedback');
  if (b.can_cancel_pending) actions.push('cancel');
  return actions;
}

const LABELS: Record<RowAction, string> = { view: 'View', track: 'Track', permit: 'Upload Work Permit', feedback: 'Complete', cancel: 'Cancel' };

const COLUMNS = ['Services', 'Service Date', 'Date Booked', 'Status', 'Actions'];

interface Props {
  bookings: Booking[];
  onAction: (action: RowAction, booking: Booking) => void;
}

function Actions({ booking, onAction }: { booking: Booking; onAction: Props['onAction'] }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actionsOf(booking).map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'feedback' ? 'contained' : 'outlined'}
          color={action === 'cancel' ? 'error' : 'primary'}
          aria-label={`${LABELS[action]} booking ${booking.id}`}
          onClick={() => onAction(action, booking)}
        >
          {LABELS[action]}
        </Button>
      ))}
    </Stack>
  );
}

/** On a phone each booking is a card with the same fields and buttons, so nothing hides off-screen. */
function BookingCards({ bookings, onAction }: Props) {
  if (bookings.length === 0) return <Typography sx={{ p: 2 }}>No bookings yet.</Typography>;
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {bookings.map((b) => (
        <Card key={b.id} component="article" variant="outlined" aria-label={`Booking ${b.id}`}>
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="subtitle2" component="h2">
              {servicesText(b)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {b.id} · Total {pesos(b.total)}
            </Typography>
            <Typography variant="body2">Service Date: {dateTime(b.when_at)}</Typography>
            <Typography variant="body2">Date Booked: {dateTime(b.created_at)}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              <Typography variant="body2">Status: {b.work_status_string}</Typography>
              <PaymentChip booking={b} />
            </Stack>
          </CardContent>
          <CardActions disableSpacing sx={{ flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
            <Actions booking={b} onAction={onAction} />
            {b.calendar && <AddToCalendar links={b.calendar} reference={b.id} size="small" />}
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/** Spec §2's columns; the Services cell also carries the total paid. Cards on a phone. */
export function MyBookingsTable({ bookings, onAction }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) return <BookingCards bookings={bookings} onAction={onAction} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="My bookings" sx={{ minWidth: 720 }}>
        <HeaderRow columns={COLUMNS} />
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
                  <PaymentChip booking={b} />
                </Stack>
              </TableCell>
              <TableCell>
                <Stack spacing={1}>
                  <Actions booking={b} onAction={onAction} />
                  {b.calendar && <AddToCalendar links={b.calendar} reference={b.id} size="small" />}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
