import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { command, plainError } from './api.js';

/** What a row of a field worker's list says about their part in the job (from the server). */
export interface WorkRow {
  actions: { canAnswer: boolean; canTimeIn: boolean; canTimeOut: boolean };
  /** They answered the current assignment. */
  answered: boolean;
  /** The job's day (service or visit date) is today in Manila. */
  onTheDay: boolean;
}

/**
 * The row's work buttons (spec §4, worker answer), for a manong's booking and an assessor's
 * visit alike: Confirm and Decline only while unanswered; then Time In and Time out, shown
 * only on the job's day (Manila), Time In enabled after confirming and before timing in,
 * Time out after timing in. The flags come from the server, which enforces the same rules
 * on each call (`/api/{manongs|assessors}/bookings/{id}`, `/time-in/{id}`, `/time-out/{id}`).
 */
export function WorkButtons({ staff, id, row, onDone }: { staff: 'manongs' | 'assessors'; id: string; row: WorkRow; onDone: () => void }) {
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
  const ref = encodeURIComponent(id);
  if (row.actions.canAnswer) {
    return (
      <>
        <Button label="Confirm" disabled={busy} onClick={() => void call('PATCH', `/api/${staff}/bookings/${ref}`, { is_confirmed: 1 })}>
          <CheckIcon />
        </Button>
        <Button label="Decline" color="error" disabled={busy} onClick={() => void call('PATCH', `/api/${staff}/bookings/${ref}`, { is_confirmed: 0 })}>
          <CloseIcon />
        </Button>
      </>
    );
  }
  if (!row.answered || !row.onTheDay) return null;
  return (
    <>
      <Button label="Time In" disabled={busy || !row.actions.canTimeIn} onClick={() => void call('POST', `/api/${staff}/time-in/${ref}`)}>
        <LoginIcon />
      </Button>
      <Button label="Time out" disabled={busy || !row.actions.canTimeOut} onClick={() => void call('POST', `/api/${staff}/time-out/${ref}`)}>
        <LogoutIcon />
      </Button>
    </>
  );
}
