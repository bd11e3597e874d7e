/**
 * The EventStoreDB adapter of the event store port, chosen by EVENTSTORE_CONNECTION_STRING
 * (docs/architecture.md, "The event store port"). It passes the same contract suite as the
 * PostgreSQL adapter (services/core/test/eventstore.contract.ts).
 */
import { BACKWARDS, END, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { EventStoreUnavailableError } from '../errors.js';
import type { EventStore, Subscription } from '../port.js';
import { appendToStream } from './append.js';
import { appendToStreams } from './appendToStreams.js';
import { translated } from './errorMapping.js';
import { serverTooOld } from './mapping.js';
import { headPosition, readAll, readStream } from './reads.js';
import { subscribe } from './subscription.js';

/** /readyz must answer quickly even when the server does not. */
const PING_TIMEOUT_MS = 3000;

export function createEsdbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  return {
    kind: 'eventstoredb',
    append: (streamId, events, expected) => appendToStream(client, streamId, events, expected),
    appendToStreams: (appends) => appendToStreams(client, appends),
    async verifyServer() {
      // The client asks the server which calls it serves once, then keeps the answer.
      const features = await translated(() => (client as unknown as { capabilities: Promise<{ serverVersion: string }> }).capabilities);
      const refusal = serverTooOld(features.serverVersion);
      if (refusal) throw new Error(refusal);
    },
    readStream: (streamId, options) => translated(() => readStream(client, streamId, options)),
    readAll: (options) => translated(() => readAll(client, options)),
    subscribeToAll(handler, options) {
      const subscription = subscribe(client, handler, options);
      subscriptions.add(subscription);
      void subscription.done.finally(() => subscriptions.delete(subscription)).catch(() => {});
      return subscription;
    },
    headPosition: () => translated(() => headPosition(client)),
    async ping() {
      // Reading the last record of `$all` touches the server's read path, which is what
      // the api needs; the server-features call is cached by the client after the first.
      const read = client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          void read.return?.().catch(() => {});
          reject(new EventStoreUnavailableError(new Error(`no answer from EventStoreDB within ${PING_TIMEOUT_MS} ms`)));
        }, PING_TIMEOUT_MS);
      });
      const drained = translated(async () => {
        for await (const _ of read) void _;
      });
      try {
        await Promise.race([drained, timedOut]);
      } finally {
        clearTimeout(timer);
        drained.catch(() => {});
      }
    },
    async close() {
      // Subscriptions first: each waits for its handler in flight, then lets go of its stream.
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await client.dispose();
    },
  };
}
