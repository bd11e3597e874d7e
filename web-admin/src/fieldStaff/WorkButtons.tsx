import type { StaffActions } from '@app/core/contract/fieldStaff';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { CheckIcon, CloseIcon, TimeInIcon, TimeOutIcon } from '../common/plainIcons.js';
import { ActionButton } from './ActionButton.js';
import { command } from './api.js';
import { failureText } from '../dataProvider/failureText.js';

/** What a row of a field worker's list says about their part in the job (from the server). */
export interface WorkRow {
  actions: StaffActions;
  /** They answered the current assignment. */
  answered: boolean;
  /** The job's day (service or visit date) is today in Manila. */
  onTheDay: boolean;
}

type Asked = 'decline' | 'time-out' | null;

/**
 * The job's work buttons (spec §4, worker answer), for a manong's booking and an assessor's
 * visit alike: Confirm and Decline only while unanswered; then Time In and Time out, shown
 * only on the job's day (Manila), Time In enabled after confirming and before timing in,
 * Time out after timing in. Decline and Time out cannot be undone, so they ask first (the
 * dialog gives focus back to its button when it closes). The flags come from the server,
 * which enforces the same rules on each call (`/api/{manongs|assessors}/bookings/{id}`,
 * `/time-in/{id}`, `/time-out/{id}`).
 */
export function WorkButtons({ staff, id, row, onDone }: { staff: 'manongs' | 'assessors'; id: string; row: WorkRow; onDone: () => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<Asked>(null);
  // The confirmation mounts at the first question (a list of cards would carry one each).
  const [everAsked, setEverAsked] = useState(false);
  const ask = (what: Exclude<Asked, null>) => (setEverAsked(true), setAsked(what));
  const job = staff === 'manongs' ? 'booking' : 'assessment';
  const ref = encodeURIComponent(id);
  const call = async (method: 'POST' | 'PATCH', path: string, body?: unknown) => {
    setBusy(true);
    try {
      const answer = await command(method, path, body);
      if (answer.message) notify(answer.message, { type: 'success' });
      onDone();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };
  const answer = (confirmed: boolean) => call('PATCH', `/api/${staff}/bookings/${ref}`, { is_confirmed: confirmed ? 1 : 0 });
  const timeOut = () => call('POST', `/api/${staff}/time-out/${ref}`);
  const dialog = everAsked && (
    <Confirm
      isOpen={asked !== null}
      loading={busy}
      title={asked === 'decline' ? `app.staff.decline_${job}` : 'app.staff.time_out'}
      content={asked === 'decline' ? 'app.staff.decline_content' : `app.staff.time_out_${job}`}
      confirm={asked === 'decline' ? 'app.action.decline' : 'app.action.time_out'}
      confirmColor="warning"
      cancel="ra.action.cancel"
      onConfirm={() => void (asked === 'decline' ? answer(false) : timeOut())}
      onClose={() => setAsked(null)}
    />
  );
  if (row.actions.canAnswer) {
    return (
      <>
        <ActionButton label="app.action.confirm" icon={<CheckIcon />} variant="contained" disabled={busy} onClick={() => void answer(true)} />
        <ActionButton label="app.action.decline" icon={<CloseIcon />} color="error" disabled={busy} onClick={() => ask('decline')} />
        {dialog}
      </>
    );
  }
  if (!row.answered || !row.onTheDay) return null;
  return (
    <>
      <ActionButton label="app.action.time_in" icon={<TimeInIcon />} variant="contained" disabled={busy || !row.actions.canTimeIn} onClick={() => void call('POST', `/api/${staff}/time-in/${ref}`)} />
      <ActionButton label="app.action.time_out" icon={<TimeOutIcon />} disabled={busy || !row.actions.canTimeOut} onClick={() => ask('time-out')} />
      {dialog}
    </>
  );
}
