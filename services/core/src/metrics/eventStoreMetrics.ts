/**
 * Event store append latency, measured around the port so both adapters (PostgreSQL and
 * EventStoreDB) are timed the same way without touching either.
 */
import { Histogram, type Registry } from 'prom-client';
import type { EventStore } from '../eventstore/port.js';
import { secondsSince } from './registry.js';

export function instrumentEventStore(store: EventStore, registry: Registry): EventStore {
  const appendSeconds = new Histogram({
    name: 'eventstore_append_duration_seconds',
    help: 'Time to append events to a stream, by adapter and outcome (ok, or the error name such as a concurrency conflict).',
    labelNames: ['adapter', 'outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const append: EventStore['append'] = async (streamId, events, expected) => {
    const start = performance.now();
    try {
      const result = await store.append(streamId, events, expected);
      appendSeconds.observe({ adapter: store.kind, outcome: 'ok' }, secondsSince(start));
      return result;
    } catch (error) {
      appendSeconds.observe({ adapter: store.kind, outcome: error instanceof Error ? error.name : 'error' }, secondsSince(start));
      throw error;
    }
  };
  // Everything else goes straight to the adapter (bound, since adapters may be classes).
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'append') return append;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
