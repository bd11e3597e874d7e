/**
 * Chooses the event store adapter from the configuration: EventStoreDB when
 * EVENTSTORE_CONNECTION_STRING is set, the PostgreSQL event store otherwise.
 */
import type pg from 'pg';
import type { Config } from '../config.js';
import { createEsdbEventStore } from './esdb/eventStore.js';
import type { EventStore } from './port.js';
import { createPostgresEventStore } from './postgres/eventStore.js';

export function createEventStore(config: Pick<Config, 'EVENTSTORE_CONNECTION_STRING' | 'DATABASE_URL' | 'PROJECTOR_POLL_MS'> & Partial<Pick<Config, 'PROJECTOR_LINGER_MS'>>, pool: pg.Pool): EventStore {
  if (config.EVENTSTORE_CONNECTION_STRING) return createEsdbEventStore(config.EVENTSTORE_CONNECTION_STRING);
  return createPostgresEventStore({ pool, connectionString: config.DATABASE_URL, pollMs: config.PROJECTOR_POLL_MS, lingerMs: config.PROJECTOR_LINGER_MS });
}

export * from './port.js';
export * from './errors.js';
export { createPostgresEventStore, type PostgresEventStore } from './postgres/eventStore.js';
