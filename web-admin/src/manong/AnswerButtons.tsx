import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { command, plainError } from '../fieldStaff/api.js';
import { isServiceDay } from './manilaDay.js';
import type { ManongBooking } from './types.js';

/**
 * The row's work buttons (spec §4, worker answer): Confirm and Decline only while
 * unanswered; then Time In and Time out, shown only on the service date (Manila), Time In
 * enabled after confirming and before timing in, Time out after timing in. The flags come
 * from the server, which enforces the same rules on each call.
 */
export function AnswerButtons({ booking, onDone }: { booking: ManongBooking; onDone: () => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const call = async (method: 'POST' | 'PATCH', path: string, body?: unknown) => {
    setBusy(true);
    try {
      const answer = await command(method, path, body);
      if (answer.message) notify(answer.message, { type: 'success' });
      onDone();
    } catch (error) {
      notify(plainError(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const ref = encodeURIComponent(booking.id);
  if (booking.actions.canAnswer) {
    return (
      <>
        <Button label="Confirm" disabled={busy} onClick={() => void call('PATCH', `/api/manongs/bookings/${ref}`, { is_confirmed: 1 })}>
          <CheckIcon />
        </Button>
        <Button label="Decline" color="error" disabled={busy} onClick={() => void call('PATCH', `/api/manongs/bookings/${ref}`, { is_confirmed: 0 })}>
          <CloseIcon />
        </Button>
      </>
    );
  }
  if (!booking.assignment?.is_answered || !isServiceDay(booking.service_date)) return null;
  return (
    <>
      <Button label="Time In" disabled={busy || !booking.actions.canTimeIn} onClick={() => void call('POST', `/api/manongs/time-in/${ref}`)}>
        <LoginIcon />
      </Button>
      <Button label="Time out" disabled={busy || !booking.actions.canTimeOut} onClick={() => void call('POST', `/api/manongs/time-out/${ref}`)}>
        <LogoutIcon />
      </Button>
    </>
  );
}
