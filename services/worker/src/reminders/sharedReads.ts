/**
 * An event store whose concurrent whole-stream reads share one query: while a read of a
 * stream is in flight, another read of the same stream waits for its answer instead of
 * asking again. Nothing is kept once the answer is in, so no read is older than one that
 * started while it was asked for.
 *
 * Why: reminders fall due together, and the `send` jobs running at once read the same
 * few streams (the reminder settings, a customer with several bookings, the booking whose
 * e-mail and SMS reminders fire together). Exactly once does not rest on these reads
 * being fresh: the ledgers' unique keys and ReminderSent's derived event id hold it.
 */
import type { EventStore } from '@app/core/eventstore/port';

export function withSharedReads(store: EventStore): EventStore {
  const inFlight = new Map<string, ReturnType<EventStore['readStream']>>();
  const shared: EventStore = Object.create(store) as EventStore;
  shared.readStream = (streamId, options) => {
    if (options) return store.readStream(streamId, options);
    const pending = inFlight.get(streamId);
    if (pending) return pending;
    const read = store.readStream(streamId).finally(() => inFlight.delete(streamId));
    inFlight.set(streamId, read);
    return read;
  };
  return shared;
}
