/**
 * A booking's reminders on its details: upcoming ones with their due time, sent ones with
 * when and where to (services/api/src/reminders/reminderRoutes.ts). Administrators and
 * auditors only, like the booking's history.
 */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, useTranslate } from 'react-admin';
import { useJson } from '../audit/BookingHistory.js';
import { formatDateTime } from '../format.js';

interface Reminder {
  id: string;
  kind: string;
  status: 'sent' | 'upcoming' | 'due' | 'missed';
  due_at: string;
  sent_at: string | null;
  to: string | null;
  recipient_role: 'customer' | 'manong';
}

const colour = { sent: 'success', upcoming: 'info', due: 'warning', missed: 'default' } as const;

export function BookingReminders({ bookingId }: { bookingId: string }) {
  const t = useTranslate();
  const { data, error } = useJson<{ data: Reminder[] }>(`/admin-api/bookings/${encodeURIComponent(bookingId)}/reminders`);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <Loading />;
  return (
    <section aria-labelledby="booking-reminders">
      <Typography id="booking-reminders" variant="subtitle1" sx={{ mt: 2 }}>
        {t('app.reminders.title')}
      </Typography>
      {data.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('app.reminders.empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('app.reminders.fields.kind')}</TableCell>
              <TableCell>{t('app.reminders.fields.dueAt')}</TableCell>
              <TableCell>{t('app.reminders.fields.status')}</TableCell>
              <TableCell>{t('app.reminders.fields.recipient')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{t(`app.reminders.kinds.${r.kind}`, { _: r.kind })}</TableCell>
                <TableCell>{formatDateTime(r.due_at)}</TableCell>
                <TableCell>
                  <Chip size="small" color={colour[r.status]} label={t(`app.reminders.status.${r.status}`)} />
                  {r.sent_at ? ` ${formatDateTime(r.sent_at)}` : ''}
                </TableCell>
                <TableCell>{r.to ?? t(`app.reminders.roles.${r.recipient_role}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
