/**
 * The maintenance schedule through real Redis (BullMQ's job schedulers): the payment
 * re-check is scheduled, and the placement saga's reconciler an older version scheduled
 * is removed (placements are one atomic append now: nothing is ever left to release).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '@app/core/logger';
import { openQueue, QUEUES } from '@app/core/queues/queues';
import { startStack, type TestStack } from '../../api/test/support/stack.js';
import { RECHECK, RETIRED_RECONCILE, startMaintenance } from '../src/maintenance/startMaintenance.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

it('schedules the payment re-check and removes the retired reconciler', async () => {
  const queue = openQueue(stack.config, QUEUES.maintenance);
  try {
    await queue.upsertJobScheduler(RETIRED_RECONCILE, { every: 60_000 }, { name: RETIRED_RECONCILE });
    const maintenance = startMaintenance({ config: stack.config, pool: stack.db.pool, store: stack.store, log: createLogger('maintenance-test') });
    try {
      const deadline = Date.now() + 20_000;
      let names: string[] = [];
      while (Date.now() < deadline) {
        names = (await queue.getJobSchedulers()).map((s) => s.key).sort();
        if (names.length === 1 && names[0] === RECHECK) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(names).toEqual([RECHECK]);
    } finally {
      await maintenance.close();
    }
  } finally {
    await queue.close();
  }
});
