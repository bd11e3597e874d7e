import { useState, type ReactElement } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { RowButton } from '../common/RowButton.js';
import type { BookingRecord } from './types.js';
import { useCommandRun } from './useCommandRun.js';

/** The record's flag that says whether this command may be run now. */
type ActionFlag = Extract<keyof BookingRecord, `can_${string}`>;

interface Props {
  label: string;
  icon: ReactElement;
  /** The api resource and action: POST /admin-api/{resource}/{id}/{action}. */
  resource: string;
  action: string;
  /** Asked first (i18n keys; the question may name the record as %{id}); Yes runs the command, No changes nothing. */
  confirmTitle: string;
  confirmContent: string;
  color?: 'primary' | 'error';
  /** Disabled unless the booking record's flag allows it (the server's rule). */
  allowedBy?: ActionFlag;
}

/**
 * A row action that is a domain command (Cancel, Accept, Decline, reject a re-booking):
 * a confirmation, the call, the api's own success text (spec §8) or its refusal, a refresh.
 * The confirmation mounts at the first click (a list has one such button per row).
 */
export function CommandButton({ label, icon, resource, action, confirmTitle, confirmContent, color = 'primary', allowedBy }: Props) {
  const record = useRecordContext<BookingRecord>();
  const { open, setOpen, busy, run } = useCommandRun(resource, record?.id, action, (answer) => answer.message ?? 'ra.notification.updated');
  const [asked, setAsked] = useState(false);
  if (!record) return null;

  return (
    <>
      <RowButton label={label} color={color} icon={icon} disabled={allowedBy !== undefined && !record[allowedBy]} onClick={() => (setAsked(true), setOpen(true))} />
      {asked && (
        <Confirm isOpen={open} loading={busy} title={confirmTitle} content={confirmContent} contentTranslateOptions={{ id: record.id }} confirm="app.action.yes" cancel="app.action.no" onConfirm={run} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
