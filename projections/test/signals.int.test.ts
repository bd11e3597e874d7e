/**
 * The projector's one LISTEN connection (signals.ts): each signal reaches the subscribers
 * of the projection its payload names, and a cut connection is made again, every
 * subscriber then told to look for rebuild requests it may have missed.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONTROL_CHANNEL } from '../src/rebuildRequests.js';
import { ProjectorSignals, type SignalHandlers } from '../src/signals.js';
import { WAIT_CHANNEL } from '../src/waitForProjections.js';
import { createFixture, eventually, type Fixture } from './fixtures.js';

let f: Fixture;
let signals: ProjectorSignals;
beforeEach(async () => {
  f = await createFixture();
  signals = new ProjectorSignals(f.db.url);
});
afterEach(async () => {
  await signals.close();
  await f.close();
});

function recorder() {
  const seen = { rebuild: 0, waited: 0 };
  const handlers: SignalHandlers = { rebuild: () => seen.rebuild++, waited: () => seen.waited++ };
  return { seen, handlers };
}

const notify = (channel: string, name: string) => f.db.pool.query('SELECT pg_notify($1, $2)', [channel, name]);

it('delivers each signal to the subscribers of the projection it names, and to no one once unsubscribed', async () => {
  const a = recorder();
  const b = recorder();
  const stopA = signals.subscribe('a', a.handlers);
  signals.subscribe('b', b.handlers);
  // Once listening, every subscriber is asked to look for requests it could have missed.
  await eventually(async () => a.seen.rebuild === 1 && b.seen.rebuild === 1);

  await notify(CONTROL_CHANNEL, 'a');
  await notify(WAIT_CHANNEL, 'b');
  await notify(WAIT_CHANNEL, 'nobody');
  await eventually(async () => a.seen.rebuild === 2 && b.seen.waited === 1);
  expect(a.seen).toEqual({ rebuild: 2, waited: 0 });
  expect(b.seen).toEqual({ rebuild: 1, waited: 1 });

  stopA();
  await notify(CONTROL_CHANNEL, 'a');
  await notify(CONTROL_CHANNEL, 'b');
  await eventually(async () => b.seen.rebuild === 2);
  expect(a.seen.rebuild).toBe(2);
});

it('connects again when its connection is cut, and has every subscriber look for missed requests', async () => {
  const a = recorder();
  signals.subscribe('a', a.handlers);
  await eventually(async () => a.seen.rebuild === 1);

  const { rowCount } = await f.db.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'projector-signals:%'`,
  );
  expect(rowCount).toBe(1);
  await eventually(async () => a.seen.rebuild === 2);

  await notify(WAIT_CHANNEL, 'a');
  await eventually(async () => a.seen.waited === 1);
});
