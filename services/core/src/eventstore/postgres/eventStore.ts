/**
 * The PostgreSQL adapter of the event store port, the default (docs/architecture.md).
 */
import type pg from 'pg';
import { EventStoreUnavailableError } from '../errors.js';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, StreamAppend } from '../port.js';
import { appendToStream } from './append.js';
import { AppendBatcher } from './appendBatch.js';
import { appendToStreams } from './appendToStreams.js';
import { headPosition, readAll, readStream } from './read.js';
import { SharedTail } from './sharedTail.js';
import { subscribe } from './subscription.js';
import { Announcer, Listener } from './wakeups.js';
import { isConnectionError } from '../../db/connectionErrors.js';

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** For the LISTEN connection. */
  connectionString: string;
  /** Poll interval of subscriptions when no notification arrives. */
  pollMs?: number;
  /** While events keep coming, caught-up subscriptions read at most once this often (sharedTail.ts). */
  lingerMs?: number;
}

export interface PostgresEventStore extends EventStore {
  /**
   * Appends inside the caller's open transaction: the events become visible to `$all`
   * readers when, and only if, that transaction commits.
   */
  appendInTransaction(client: pg.PoolClient, streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** `appendToStreams` inside the caller's open transaction, visible when and if it commits. */
  appendToStreamsInTransaction(client: pg.PoolClient, appends: readonly StreamAppend[]): Promise<AppendResult[]>;
}

/** Events per read of the shared tail (PROJECTOR_BATCH_SIZE's default). */
const TAIL_BATCH_SIZE = 500;

export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  const { pool } = options;
  const announcer = new Announcer(pool);
  const listener = new Listener(options.connectionString);
  const pollMs = options.pollMs ?? 500;
  const wakeups = { announcements: () => listener.seen, waitForAppend: (ms: number, seen?: number) => listener.wait(ms, seen), pollMs };
  const tail = new SharedTail({ readAll: (o) => readAll(pool, o), ...wakeups }, TAIL_BATCH_SIZE, options.lingerMs ?? 0);
  // The appends of one event-loop turn share one commit (appendBatch.ts).
  const appends = new AppendBatcher(pool);

  return {
    kind: 'postgres',
    async append(streamId, events, expected) {
      const result = await unavailableOnConnectionError(() => appends.append(streamId, events, expected));
      announcer.announce();
      return result;
    },
    async appendToStreams(appends) {
      // Its own statement, so its own commit: one transaction for all of its streams.
      const results = await unavailableOnConnectionError(() => appendToStreams(pool, appends));
      announcer.announce();
      return results;
    },
    async appendInTransaction(client, streamId, events, expected) {
      const result = await appendToStream(client, streamId, events, expected, true);
      await notifyAtCommit(client);
      return result;
    },
    async appendToStreamsInTransaction(client, appends) {
      const results = await appendToStreams(client, appends, true);
      await notifyAtCommit(client);
      return results;
    },
    readStream: (streamId, readOptions) => unavailableOnConnectionError(() => readStream(pool, streamId, readOptions)),
    readAll: (readOptions) => unavailableOnConnectionError(() => readAll(pool, readOptions)),
    subscribeToAll(handler, subscribeOptions) {
      return subscribe(
        { readAll: (o) => readAll(pool, o), ...wakeups, wake: () => listener.wakeAll(), tail },
        handler,
        subscribeOptions,
      );
    },
    headPosition: () => unavailableOnConnectionError(() => headPosition(pool)),
    // Every PostgreSQL the migrations run on serves the whole port.
    async verifyServer() {},
    async ping() {
      await unavailableOnConnectionError(() => pool.query('SELECT 1 FROM es.events LIMIT 0'));
    },
    async close() {
      await listener.close();
    },
  };
}

/** Delivered by PostgreSQL at commit, dropped on rollback. */
async function notifyAtCommit(client: pg.PoolClient): Promise<void> {
  await client.query(`SELECT pg_notify('es_events', '')`);
}

/** Connection-level failures (refused, reset, timed out, server shutting down) as one typed error. */
async function unavailableOnConnectionError<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isConnectionError(error)) throw new EventStoreUnavailableError(error);
    throw error;
  }
}

