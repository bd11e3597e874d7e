/**
 * A booking's (or an assessment visit's) reminders on its details: upcoming ones with
 * their due time, sent ones with when and where to (services/api/src/reminders/reminderRoutes.ts).
 * Administrators and auditors only, like the booking's history. One row a reminder, each
 * cell short enough for one line in the details dialog: the person and their role, the
 * moment and channel, the due time, the status.
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
import type { Reminder, Reminders } from '@app/core/contract/reminders';
import { useJson } from '../audit/BookingHistory.js';
import { formatDateTime } from '../format.js';

const colour = { sent: 'success', upcoming: 'info', due: 'warning', missed: 'default' } as const;
const oneLine = { whiteSpace: 'nowrap' } as const;
const Secondary = ({ children }: { children: string }) => (
  <Typography variant="caption" color="text.secondary" component="div" sx={oneLine}>
    {children}
  </Typography>
);

export function RemindersPanel({ url }: { url: string }) {
  const t = useTranslate();
  const { data, error } = useJson<Reminders>(url);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <Loading />;
  return (
    <section aria-labelledby="reminders-title">
      <Typography id="reminders-title" variant="subtitle1" sx={{ mt: 2 }}>
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
              <TableCell>{t('app.reminders.fields.recipient')}</TableCell>
              <TableCell>{t('app.reminders.fields.kind')}</TableCell>
              <TableCell>{t('app.reminders.fields.dueAt')}</TableCell>
              <TableCell>{t('app.reminders.fields.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Typography variant="body2" sx={oneLine}>
                    {r.recipient_name ?? t(`app.reminders.roles.${r.recipient_role}`)}
                  </Typography>
                  <Secondary>{[t(`app.reminders.roles.${r.recipient_role}`), r.to].filter(Boolean).join(' · ')}</Secondary>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={oneLine}>
                    {t(`app.reminders.moments.${r.kind}`, { _: r.kind })}
                  </Typography>
                  <Secondary>{t(`app.reminders.channels.${r.channel}`)}</Secondary>
                </TableCell>
                <TableCell sx={oneLine}>{formatDateTime(r.due_at)}</TableCell>
                <TableCell>
                  <Chip size="small" color={colour[r.status]} label={t(`app.reminders.status.${r.status}`)} />
                  {r.sent_at ? <Secondary>{formatDateTime(r.sent_at)}</Secondary> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
