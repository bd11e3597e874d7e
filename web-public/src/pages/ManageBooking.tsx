import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, failureMessage } from '../api/http.js';
import type { ManagedBooking } from '@app/core/contract/bookings';
import { paymentUrl, rebookBooking, requestCancellation, showBooking, uploadWorkPermits } from '../bookings/bookingApi.js';
import { BookingDetailsCard, BookingStatusCard, ManongsCard } from '../bookings/manage/BookingCards.js';
import { CancellationDialog } from '../bookings/manage/CancellationDialog.js';
import { parseLookup } from '../bookings/manage/lookup.js';
import { ManagementCard } from '../bookings/manage/ManagementCard.js';
import { WorkPermitDialog } from '../bookings/manage/WorkPermitDialog.js';
import { useNotify } from '../notify/Notifier.js';
import NotFound from './NotFound.js';

// A maintenance plan's visit, opened by its e-mail's links (`&action=`): its own chunk.
const PlannedVisitPanel = lazy(() => import('../plans/PlannedVisitPanel.js').then((m) => ({ default: m.PlannedVisitPanel })));

// The calendar (react-big-calendar) loads when Rebook is pressed, not with the page.
const RebookDialog = lazy(() => import('../bookings/rebook/RebookDialog.js').then((m) => ({ default: m.RebookDialog })));

/** Spec §9: the page reloads 2 s after a rebooking request. */
const RELOAD_AFTER_REBOOK_MS = 2000;

type Open = 'none' | 'rebook' | 'cancel' | 'permit';
type Loaded = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed'; message: string } | { kind: 'ready'; booking: ManagedBooking };

/**
 * The manage-booking page (spec §2), reached by a link without login: the booking looked
 * up by id and e-mail, its four cards, and the Rebook, Cancel and work-permit dialogs.
 * Every call carries the e-mail, which is what entitles a visitor to act on the booking.
 */
export default function ManageBooking() {
  const { pathname } = useLocation();
  const lookup = parseLookup(pathname);
  const bookingId = lookup?.bookingId;
  const email = lookup?.email ?? '';
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [open, setOpen] = useState<Open>('none');
  const [paying, setPaying] = useState(false);
  const reloadTimer = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    if (!bookingId || !email) return setLoaded({ kind: 'notFound' });
    try {
      setLoaded({ kind: 'ready', booking: await showBooking(bookingId, email) });
    } catch (error) {
      // Spec §8: a failed look-up on this page is NotFound; other failures are said plainly.
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) setLoaded({ kind: 'notFound' });
      else setLoaded({ kind: 'failed', message: failureMessage(error) });
    }
  }, [bookingId, email]);

  useEffect(() => {
    void load();
    return () => window.clearTimeout(reloadTimer.current);
  }, [load]);

  if (loaded.kind === 'notFound') return <NotFound />;
  const booking = loaded.kind === 'ready' ? loaded.booking : null;

  async function pay() {
    if (!booking) return;
    // Opened before the call so the browser counts it as the click's window, not a pop-up.
    const tab = window.open('', '_blank');
    setPaying(true);
    try {
      const { url } = await paymentUrl(booking.id, email);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notify(failureMessage(error), 'error');
    } finally {
      setPaying(false);
    }
  }

  async function rebook(slotId: string) {
    if (!booking) return;
    const res = await rebookBooking(booking.id, slotId, email);
    setOpen('none');
    notify(res.message);
    reloadTimer.current = window.setTimeout(() => void load(), RELOAD_AFTER_REBOOK_MS);
  }

  async function cancel(reason: string, bankAccount: string) {
    if (!booking) return;
    const res = await requestCancellation(booking.id, reason, bankAccount, email);
    setOpen('none');
    notify(res.message);
    await load();
  }

  async function uploadPermits(files: File[]) {
    if (!booking) return;
    const res = await uploadWorkPermits(booking.id, files, email);
    setOpen('none');
    notify(res.message);
    await load();
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage booking
      </Typography>
      {loaded.kind === 'loading' && <LinearProgress aria-label="Loading the booking" />}
      {loaded.kind === 'failed' && <Alert severity="error">{loaded.message}</Alert>}
      {booking && (
        <>
          <Grid container spacing={2}>
            {lookup?.action && (
              <Grid size={12}>
                <Suspense fallback={<LinearProgress aria-label="Loading the planned visit" />}>
                  <PlannedVisitPanel reference={booking.id} email={email} action={lookup.action} paying={paying} onPay={() => void pay()} onChanged={(message) => (notify(message), void load())} />
                </Suspense>
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <BookingDetailsCard booking={booking} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ManagementCard booking={booking} paying={paying} onPay={() => void pay()} onRebook={() => setOpen('rebook')} onCancel={() => setOpen('cancel')} onUploadPermit={() => setOpen('permit')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ManongsCard manongs={booking.manongs} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <BookingStatusCard logs={booking.logs} createdAt={booking.created_at} />
            </Grid>
          </Grid>
          {open === 'rebook' && (
            <Suspense fallback={<LinearProgress aria-label="Loading the calendar" />}>
              <RebookDialog open currentSlotId={booking.schedule_id} onClose={() => setOpen('none')} onSubmit={rebook} />
            </Suspense>
          )}
          <CancellationDialog open={open === 'cancel'} onClose={() => setOpen('none')} onSubmit={cancel} />
          <WorkPermitDialog open={open === 'permit'} onClose={() => setOpen('none')} onSubmit={uploadPermits} />
        </>
      )}
    </Container>
  );
}
