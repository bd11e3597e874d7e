/**
 * A reminders worker as its own process, for the benchmark: the same startReminders the
 * worker process runs (the `reminders` queue, the same send path), nothing else. Says
 * 'ready' over IPC; on 'stop' it closes, says how many queries it sent, and exits.
 */
import { loadConfig } from '@app/core/config';
import { createPool } from '@app/core/db/pool';
import { createEventStore } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { openQueue, QUEUES } from '@app/core/queues/queues';
import { createMailTransport } from '../../../services/worker/src/mail/transport.js';
import { startReminders } from '../../../services/worker/src/reminders/startReminders.js';

const config = loadConfig();
const pool = createPool(config, `bench-reminders-${process.pid}`);
// Every statement this process sends (pool queries and those on checked-out clients),
// reported at stop: the bench prints queries per reminder, a figure the load cannot move.
let queries = 0;
const poolQuery = pool.query.bind(pool) as (...a: unknown[]) => unknown;
(pool as { query: unknown }).query = (...a: unknown[]) => (queries++, poolQuery(...a));
const poolConnect = pool.connect.bind(pool) as (...a: unknown[]) => unknown;
// Checked out by the caller (no callback): counted until released. pg's own pool.query
// checks out with a callback, already counted above.
(pool as { connect: unknown }).connect = (...a: unknown[]) => {
  if (a.length) return poolConnect(...a);
  return (poolConnect() as Promise<import('@app/core/db/pool').PoolClient>).then((client) => {
    const { query, release } = client;
    (client as { query: unknown }).query = (...q: unknown[]) => (queries++, (query as (...x: unknown[]) => unknown).apply(client, q));
    client.release = (...r: Parameters<typeof release>) => {
      client.query = query;
      client.release = release;
      return release.apply(client, r);
    };
    return client;
  });
};
const store = createEventStore(config, pool);
const queue = openQueue(config, QUEUES.reminders);
const transport = createMailTransport(config);
const reminders = startReminders({ config, pool, store, log: createLogger('bench-reminders'), transport, queue, concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32) });

process.send?.({ type: 'ready' });
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await reminders.stop();
  process.send?.({ type: 'stopped', queries });
  await queue.close();
  await store.close();
  await pool.end();
  process.exit(0);
});
