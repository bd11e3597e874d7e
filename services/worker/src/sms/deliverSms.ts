/**
 * Delivers one row of the SMS ledger, once in the ledger, by the same path as e-mail
 * (../outbox/deliverOnce.ts).
 *
 * The window between "Semaphore accepted" and "marked sent" cannot be closed (its API
 * takes no idempotency key): a worker killed inside it sends the text again on retry. With
 * the local outbox there is no such window (sending is marking the row).
 */
import type { Pool } from '@app/core/db/pool';
import { SmsSendError, type SmsSender } from '@app/core/sms/port';
import { deliverOnce, type Delivered, type Ledger } from '../outbox/deliverOnce.js';

/** First key of the two-key advisory locks on SMS ledger rows (mail uses 7_310_003). */
const ROW_LOCK_CLASS = 7_310_004;

export class SmsBusyError extends Error {
  constructor(id: string) {
    super(`sms ${id} is being delivered by another worker`);
  }
}

const smsLedger: Ledger = {
  table: 'sms.outbox',
  lockClass: ROW_LOCK_CLASS,
  columns: 'to_number, body',
  onSent: ', failed_at = NULL',
  busy: (rowId) => new SmsBusyError(rowId),
};

export function deliverSms(deps: { pool: Pool; sender: SmsSender }, rowId: string): Promise<Delivered> {
  return deliverOnce<{ to_number: string; body: string }>(
    deps.pool,
    smsLedger,
    {
      via: deps.sender.via,
      send: async (row) => (await deps.sender.send({ to: row.to_number, body: row.body })).providerMessageId || null,
      // Anything but Semaphore's own refusal (a socket error, a timeout) is worth a retry.
      failed: (error) => (error instanceof SmsSendError ? error : new SmsSendError(String((error as Error).message), true)),
    },
    rowId,
  );
}
