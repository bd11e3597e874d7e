import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../api/http.js';
import { ConfirmDialog } from '../addresses/ConfirmDialog.js';
import type { Booking } from '@app/core/contract/bookings';
import { cancelPending, completeWithFeedback, myBookings, uploadWorkPermits } from '../bookings/bookingApi.js';
import { WorkPermitDialog } from '../bookings/manage/WorkPermitDialog.js';
import { BookingTracker } from '../bookings/mine/BookingTracker.js';
import { BookingViewDialog } from '../bookings/mine/BookingViewDialog.js';
import { FeedbackDialog } from '../bookings/mine/FeedbackDialog.js';
import { MyBookingsTable, type RowAction } from '../bookings/mine/MyBookingsTable.js';
import { useNotify } from '../notify/Notifier.js';
import { useLoaded } from '../api/useLoaded.js';

// The Plans tab is its own chunk: most visits to My Bookings never open it.
const PlansTab = lazy(() => import('../plans/PlansTab.js'));

type Open = { action: RowAction; booking: Booking } | null;

/**
 * The customer's bookings (spec §2): view, track, upload permits, complete with feedback at
 * 3, cancel at 0; and the Plans tab (`?tab=plans`, the plan e-mails' link) for maintenance plans.
 */
export default function MyBookings() {
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'plans' ? 'plans' : 'bookings';
  const { data: bookings, loading, error: loadError, refresh } = useLoaded(myBookings);
  const [open, setOpen] = useState<Open>(null);
  const [cancelling, setCancelling] = useState(false);

  const close = () => setOpen(null);
  const current = (action: RowAction) => (open?.action === action ? open.booking : null);

  async function done(message: string) {
    close();
    notify(message);
    await refresh();
  }

  async function cancel() {
    const booking = current('cancel');
    if (!booking) return;
    setCancelling(true);
    try {
      await done((await cancelPending(booking.id)).message);
    } catch (error) {
      notify(failureMessage(error), 'error');
    } finally {
      setCancelling(false);
    }
  }

  const tracked = current('track');
  return (
    // At least a screen high, as the page-loading placeholder before it: the footer stays
    // below the fold while the list arrives instead of jumping down (layout shift 0.38).
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6 }, minHeight: '100vh' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1">
          My bookings
        </Typography>
        {tab === 'bookings' && (
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refresh()} disabled={loading}>
            Refresh
          </Button>
        )}
      </Stack>
      <Tabs value={tab} onChange={(_e, next: string) => setParams(next === 'plans' ? { tab: 'plans' } : {}, { replace: true })} aria-label="Bookings and plans" sx={{ mb: 2 }}>
        <Tab value="bookings" label="Bookings" id="tab-bookings" aria-controls="panel-bookings" sx={{ minHeight: 48 }} />
        <Tab value="plans" label="Plans" id="tab-plans" aria-controls="panel-plans" sx={{ minHeight: 48 }} />
      </Tabs>
      <Paper role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'bookings' && (
          <>
            {loading && <LinearProgress aria-label="Loading bookings" />}
            {loadError && <Alert severity="error">{loadError}</Alert>}
            {bookings && <MyBookingsTable bookings={bookings} onAction={(action, booking) => setOpen({ action, booking })} />}
          </>
        )}
        {tab === 'plans' && (
          <Suspense fallback={<LinearProgress aria-label="Loading plans" />}>
            <PlansTab />
          </Suspense>
        )}
      </Paper>
      <BookingViewDialog booking={current('view')} onClose={close} />
      <Dialog open={tracked !== null} onClose={close} aria-labelledby="tracker-title" fullWidth maxWidth="sm">
        <DialogTitle id="tracker-title">Booking tracker</DialogTitle>
        <DialogContent>{tracked && <BookingTracker initialId={tracked.id} />}</DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
      <WorkPermitDialog
        open={current('permit') !== null}
        onClose={close}
        onSubmit={async (files) => {
          const booking = current('permit');
          if (booking) await done((await uploadWorkPermits(booking.id, files)).message);
        }}
      />
      <FeedbackDialog
        open={current('feedback') !== null}
        onClose={close}
        onSubmit={async (feedback) => {
          const booking = current('feedback');
          if (booking) await done((await completeWithFeedback(booking.id, feedback)).message);
        }}
      />
      <ConfirmDialog
        open={current('cancel') !== null}
        title="Cancel booking"
        message={open?.action === 'cancel' ? `Cancel booking ${open.booking.id}? Its schedule is given up.` : ''}
        confirmLabel="Cancel booking"
        busy={cancelling}
        onConfirm={() => void cancel()}
        onCancel={close}
      />
    </Container>
  );
}
