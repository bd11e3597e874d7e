/**
 * Payments whose callback never came: a customer paid, but the gateway's notification was
 * lost (our api down at that moment, a network fault, the gateway giving up its retries).
 * The worker asks the gateway itself, every few minutes, about each payment still pending
 * a while after it was requested, and records what has settled, as a callback would.
 *
 * - Only payments requested within the last RECHECK_WINDOW_MS: an invoice left unpaid
 *   expires at the gateway (Xendit's default: a day) and its expiry is recorded here too,
 *   so the set stays small; older ones are left alone rather than asked about forever.
 * - TendoPay cannot be asked: it numbers a transaction only when the customer goes through,
 *   and its API reads a transaction by that number, which only a callback brings.
 * - A gateway that does not answer is skipped this time and asked again at the next tick.
 */
import type { EventStore } from '../eventstore/port.js';
import type { Logger } from '../logger.js';
import type { Gateway } from '../bookings/pricing.js';
import { isSettled } from './callbacks.js';
import type { Gateways } from './gateways.js';
import { PaymentCallbackRejected, PaymentGatewayError, type PaymentGateway } from './port.js';
import { recordOutcome } from './recordOutcome.js';

/** A callback normally arrives within seconds; a payment pending this long has probably lost its own. */
export const RECHECK_AFTER_MS = 10 * 60_000;
export const RECHECK_WINDOW_MS = 3 * 86_400_000;
const PER_TICK = 100;

/** A payment still pending, as the bookings read model holds it. */
export interface PendingPayment {
  booking_id: string;
  payment_id: string;
  gateway: Gateway;
  gateway_reference: string;
}

/**
 * The read side's query (projections' pendingPayments): payments still pending requested
 * between the two instants, oldest first, at most `limit`, without TendoPay's.
 */
export type PendingPaymentsQuery = (requested: { after: Date; before: Date }, limit: number) => Promise<PendingPayment[]>;

export interface RecheckDeps {
  pendingPayments: PendingPaymentsQuery;
  store: EventStore;
  gateways: Gateways;
  log: Logger;
}

export interface Rechecked {
  bookingId: string;
  paymentId: string;
  status: 'paid' | 'failed' | 'expired';
}

function adapterOf(gateways: Gateways, name: Gateway): PaymentGateway | undefined {
  return name === 'sandbox' ? gateways.sandbox : gateways.named(name);
}

/** Re-reads pending payments older than `olderThanMs`; answers those found settled (and recorded). */
export async function recheckPendingPayments(deps: RecheckDeps, olderThanMs = RECHECK_AFTER_MS, now = new Date()): Promise<Rechecked[]> {
  const rows = await deps.pendingPayments({ before: new Date(now.getTime() - olderThanMs), after: new Date(now.getTime() - RECHECK_WINDOW_MS) }, PER_TICK);
  const settled: Rechecked[] = [];
  for (const row of rows) {
    const adapter = adapterOf(deps.gateways, row.gateway);
    if (!adapter) continue; // the gateway's keys were removed since: nothing to ask
    let outcome;
    try {
      outcome = await adapter.fetchStatus(row.gateway_reference);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError || error instanceof PaymentCallbackRejected)) throw error;
      deps.log.warn({ err: error, gateway: row.gateway, paymentId: row.payment_id }, 'pending payment not re-read; asking again later');
      continue;
    }
    if (!isSettled(outcome)) continue;
    if (outcome.paymentId !== row.payment_id) {
      deps.log.error({ gateway: row.gateway, paymentId: row.payment_id, answered: outcome.paymentId }, 'the gateway answered another payment for this reference: not recorded');
      continue;
    }
    await recordOutcome(deps, row.booking_id, outcome, adapter.name);
    settled.push({ bookingId: row.booking_id, paymentId: row.payment_id, status: outcome.status });
  }
  return settled;
}
