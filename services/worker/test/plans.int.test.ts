/**
 * The plans' worker through real Redis and PostgreSQL: the daily run is scheduled once (a
 * BullMQ job scheduler at 06:00 Manila), and the event consumer's reaction to a visit's
 * payment, enqueued as the consumer does, records it on the plan exactly once even when
 * the same booking's job runs twice.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '@app/core/logger';
import { planStreamId } from '@app/core/plans/planEvents';
import { openQueue, QUEUES } from '@app/core/queues/queues';
import { createSmsSender } from '@app/core/sms/senders';
import { addAddress, cart, planSlot, seedCatalogue } from '../../api/test/bookings.support.js';
import { pay } from '../../api/test/bookings.customer.support.js';
import { startStack, type TestStack } from '../../api/test/support/stack.js';
import { jobsFor } from '../src/consumer/reactions.js';
import { RUN_PLANS, RUN_PLANS_PATTERN, startPlans } from '../src/plans/startPlans.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

it("schedules the daily run, and records a visit's payment on its plan once, from the consumer's jobs", async () => {
  const admin = (await stack.signedIn('administrator')).client;
  const c = await seedCatalogue(admin);
  const customer = await stack.signedIn('customer');
  const addressId = await addAddress(customer.client, c.cityId);
  expect((await admin.send('put', `/admin-api/category-plans/${c.category.id}`, { intervals: [6], discount_percent: 0 })).status).toBe(200);
  const res = await customer.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), addressId, { plan: { intervalMonths: 6 } }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const planId: string = res.body.plan.id;
  await pay(stack, res.body.data);

  const queue = openQueue(stack.config, QUEUES.plans);
  const plans = startPlans({ config: stack.config, pool: stack.db.pool, store: stack.store, log: createLogger('plans-test'), queue, sms: createSmsSender(stack.config) });
  try {
    // The consumer's jobs for the payment's event, enqueued twice (a retried consumer batch) plus once more under another id.
    const paid = (await stack.store.readStream(`booking-${res.body.data.booking_id}`)).find((e) => e.type === 'PaymentSucceeded')!;
    const [job] = jobsFor(paid).filter((j) => j.queue === QUEUES.plans);
    expect(job).toBeDefined();
    await queue.add(job!.name, job!.data, { jobId: job!.jobId });
    await queue.add(job!.name, job!.data, { jobId: job!.jobId });
    await queue.add(job!.name, job!.data, { jobId: `${job!.jobId}.again` });
    const deadline = Date.now() + 20_000;
    let types: string[] = [];
    while (Date.now() < deadline) {
      types = (await stack.store.readStream(planStreamId(planId))).map((e) => e.type);
      if (types.includes('PlanVisitPaid') && (await queue.getJobCounts('active', 'waiting')).waiting === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    types = (await stack.store.readStream(planStreamId(planId))).map((e) => e.type);
    expect(types).toEqual(['PlanStarted', 'PlanVisitPaid']);

    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toEqual([[RUN_PLANS, RUN_PLANS_PATTERN, 'Asia/Manila']]);
  } finally {
    await plans.close();
    await queue.close();
  }
});
