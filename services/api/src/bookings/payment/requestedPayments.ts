/**
 * The bookings of the payments this process requested lately. A gateway's callback names
 * only the payment; when this process opened the checkout (the usual case: the customer
 * pays a minute after booking, on the same server) the callback needs no look-up in the
 * read model (bookingOfPayment.ts). A payment belongs to one booking forever, so a pair
 * kept here never goes stale; a payment requested elsewhere is looked up as before.
 *
 * Kept per event store, as the streams' folds are (core commands/keptStreams.ts), so apps
 * on different databases never share them.
 */
import type { EventStore } from '@app/core/eventstore';

/** The payments of the last few thousand checkouts; the oldest go first. */
const MAX_KEPT = 5000;

const byStore = new WeakMap<EventStore, Map<string, string>>();

/** After the booking's PaymentRequested was appended (not before: a checkout whose append failed belongs to no booking). */
export function rememberRequested(store: EventStore, paymentId: string, bookingId: string): void {
  let kept = byStore.get(store);
  if (!kept) byStore.set(store, (kept = new Map()));
  kept.set(paymentId, bookingId);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function requestedBy(store: EventStore, paymentId: string): string | undefined {
  return byStore.get(store)?.get(paymentId);
}
