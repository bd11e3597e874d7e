import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Loading, useTranslate, type TranslateFunction } from 'react-admin';
import type { BookingHistory as BookingHistoryAnswer, BookingMoment, HistoryEvent } from '@app/core/contract/history';
import { PaymentStatusChip, WorkStatusChip } from '../common/StatusChips.js';
import { httpClient } from '../dataProvider/httpClient.js';
import { failureText } from '../dataProvider/failureText.js';
import { formatDateTime } from '../format.js';
import { AsOfPicker } from './AsOfPicker.js';
import { eventSentence, wallClock } from './eventSentences.js';
import { asOfText } from './asOfText.js';

const historyPath = (id: string) => `/admin-api/bookings/${encodeURIComponent(id)}/history`;
/** 'by Ana Reyes (administrator)', or 'by the system' for events the system made on its own. */
const byWhom = (e: HistoryEvent, t: TranslateFunction) => {
  const name = e.actor_name ?? t('app.history.system');
  return t('app.history.by', { who: e.role && e.actor_name ? `${name} (${e.role})` : name });
};

export function useJson<T>(path: string | null): { data: T | null; error: string | null } {
  const [result, setResult] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    if (!path) return;
    let live = true;
    setResult({ data: null, error: null });
    httpClient(path)
      .then(({ json }) => live && setResult({ data: json as T, error: null }))
      .catch((error: unknown) => live && setResult({ data: null, error: failureText(error) }));
    return () => {
      live = false;
    };
  }, [path]);
  return result;
}

function MomentTable({ moment }: { moment: BookingMoment }) {
  const translate = useTranslate();
  const s = moment.state;
  const answered = s.manongs.filter((m) => m.answered);
  const rows: [string, ReactNode][] = [
    ['app.history.moment.work_status', <WorkStatusChip key="work" status={s.work_status} label={s.work_status_string} />],
    ['app.history.moment.payment_status', <PaymentStatusChip key="payment" status={s.payment_status} test={s.is_test_payment} />],
    ['app.history.moment.schedule', s.slot ? wallClock(`${s.slot.date}T${s.slot.startAt}`) : ''],
    ['app.history.moment.manongs', translate('app.history.moment.manongs_value', { primary: s.manongs.filter((m) => m.primary).length, secondary: s.manongs.filter((m) => !m.primary).length })],
    ['app.history.moment.answers', translate('app.history.moment.answers_value', { confirmed: answered.filter((m) => m.confirmed).length, declined: answered.filter((m) => !m.confirmed).length })],
    ['app.history.moment.timed_in', String(s.manongs.filter((m) => m.timedInAt).length)],
    ['app.history.moment.work_permits', String(s.work_permits.length)],
    ['app.history.moment.documents', String(s.documents.length)],
  ];
  return (
    <Table size="small" aria-label={translate('app.history.moment_table')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" sx={{ fontWeight: 600, width: 180 }}>
              {translate(label)}
            </TableCell>
            <TableCell data-field={translate(label)}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A booking's History (issue 6, Audit): every event as a sentence with who and when, and
 * a control stepping through them that shows the booking as it was right after each one,
 * replayed by the server from the stream (`?at=n`). "As of" a date and time (issue 25 §5)
 * asks the server which event was the last by then (`?at=<moment>`) and shows the booking
 * after it, with only the events up to it; Now goes back to the whole history. A moment
 * the server refuses (before the booking existed, say) is answered in its words.
 */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const t = useTranslate();
  const history = useJson<BookingHistoryAnswer>(historyPath(bookingId));
  const [step, setStep] = useState(1);
  const [asOf, setAsOf] = useState<string | null>(null);
  const asked = useJson<BookingMoment>(asOf ? `${historyPath(bookingId)}?at=${encodeURIComponent(asOf)}` : null);
  const shownAsOf = asOf && asked.data ? asked.data.at : null;
  useEffect(() => {
    if (shownAsOf !== null) setStep(shownAsOf);
  }, [shownAsOf]);
  const all = history.data?.events ?? [];
  // As of a moment, the events after it did not happen yet.
  const events = shownAsOf === null ? all : all.slice(0, shownAsOf);
  const moment = useJson<BookingMoment>(events.length && step <= events.length ? `${historyPath(bookingId)}?at=${step}` : null);
  if (history.error) return <Alert severity="error">{t(history.error)}</Alert>;
  if (!history.data) return <Loading />;
  if (all.length === 0) return <Typography>{t('app.history.empty')}</Typography>;
  const waiting = asOf !== null && !asked.data && !asked.error;
  const current = events[Math.min(step, events.length) - 1]!;
  const sentence = (e: HistoryEvent) => eventSentence(e.type, e.details, t);
  return (
    <>
      <AsOfPicker value={asOf} onChange={setAsOf} error={asOf && asked.error ? t(asked.error) : null} />
      {shownAsOf !== null && (
        <Alert severity="info" data-testid="history-as-of" sx={{ mb: 2 }}>
          {t('app.history.as_of_shown', { moment: asOfText(asOf!), step: shownAsOf, count: all.length, at: formatDateTime(all[shownAsOf - 1]!.at) })}
        </Alert>
      )}
      {waiting ? (
        <Loading />
      ) : (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 320, flex: 1 }}>
            <Stepper nonLinear orientation="vertical" activeStep={step - 1}>
              {events.map((e) => (
                <Step key={e.number} completed={e.number < step}>
                  <StepButton onClick={() => setStep(e.number)} optional={<Typography variant="caption">{`${formatDateTime(e.at)} · ${byWhom(e, t)}`}</Typography>}>
                    <span data-event-type={e.type}>{sentence(e)}</span>
                  </StepButton>
                </Step>
              ))}
            </Stepper>
          </Box>
          <Box sx={{ minWidth: 320, flex: 1 }} aria-live="polite">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Button label={t('app.history.previous')} disabled={step <= 1} onClick={() => setStep(step - 1)}>
                <NavigateBeforeIcon />
              </Button>
              <Typography data-testid="history-position">{t('app.history.position', { step, count: events.length })}</Typography>
              <Button label={t('app.history.next')} disabled={step >= events.length} onClick={() => setStep(step + 1)}>
                <NavigateNextIcon />
              </Button>
            </Box>
            <Typography variant="subtitle1" component="h2" data-testid="history-current">
              {sentence(current)}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {`${formatDateTime(current.at)} · ${byWhom(current, t)}`}
            </Typography>
            {moment.error && <Alert severity="error">{t(moment.error)}</Alert>}
            {moment.data && moment.data.at === step ? <MomentTable moment={moment.data} /> : !moment.error && <Loading />}
          </Box>
        </Box>
      )}
    </>
  );
}
