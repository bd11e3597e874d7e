/**
 * The reconciler on its schedule: a seat taken for a booking that never appeared is
 * released by the maintenance worker without anyone calling it, through real Redis
 * (BullMQ's job scheduler) and the real event store.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { reserveSeat } from '@app/core/bookings/placement/seat';
import { createLogger } from '@app/core/logger';
import { planSlot, slotEvents } from '../../api/test/bookings.support.js';
import { startStack, type TestStack } from '../../api/test/support/stack.js';
import { startMaintenance } from '../src/maintenance/startMaintenance.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

it('releases an abandoned seat on its own, once', async () => {
  const slotId = await planSlot(stack, 2);
  const orphan = randomUUID();
  await reserveSeat(stack.store, slotId, orphan, systemContext());
  await stack.settled();

  const maintenance = startMaintenance({ config: stack.config, pool: stack.db.pool, store: stack.store, log: createLogger('maintenance-test'), everyMs: 200, releaseAfterMs: 0 });
  try {
    const deadline = Date.now() + 20_000;
    let released: [string, string][] = [];
    while (Date.now() < deadline) {
      released = (await slotEvents(stack, slotId)).filter(([type]) => type === 'SeatReleased');
      if (released.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(released).toEqual([['SeatReleased', orphan]]);
    // Later ticks find nothing more to release.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await slotEvents(stack, slotId)).filter(([type]) => type === 'SeatReleased')).toHaveLength(1);
  } finally {
    await maintenance.close();
  }
});
