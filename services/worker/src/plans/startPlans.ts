/**
 * The plans' worker: the daily run (a BullMQ job scheduler, one job per day at 06:00 in
 * Manila whatever the number of workers) and the `booking-facts` jobs of the event
 * consumer. The run takes the job's own timestamp as its instant, never the clock at the
 * moment it runs, so a retried job decides as the first attempt did; two runs at once are
 * safe anyway (core plans/runPlanVisits.ts: one booking per plan and visit number).
 */
import { Worker, type Queue } from 'bullmq';
import { systemContext } from '@app/core/accounts/registerAccount';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import { recordBookingFacts } from '@app/core/plans/bookingFacts';
import { runPlanVisits } from '@app/core/plans/runPlanVisits';
import { QUEUES, workerConnection } from '@app/core/queues/queues';
import type { SmsSender } from '@app/core/sms/port';
import { planRunReads } from '@app/projections/readModels/plans/runReads';
import { isMissingSchema } from '@app/projections/waitForProjections';
import { deliverSms } from '../sms/deliverSms.js';
import { BOOKING_FACTS_JOB } from './planReactions.js';

export const RUN_PLANS = 'run-plan-visits';
/** 06:00 in Manila: visits are booked, and unpaid ones released, before the office opens. */
export const RUN_PLANS_PATTERN = '0 6 * * *';

export interface PlansOptions {
  config: Config;
  pool: Pool;
  store: EventStore;
  log: Logger;
  queue: Queue;
  sms: SmsSender;
}

export function startPlans(options: PlansOptions): { close(): Promise<void> } {
  const { config, pool, store, log, queue } = options;
  let scheduled = false;
  const schedule = () =>
    queue
      .upsertJobScheduler(RUN_PLANS, { pattern: RUN_PLANS_PATTERN, tz: 'Asia/Manila' }, { name: RUN_PLANS })
      .then(() => void (scheduled = true))
      .catch((error: unknown) => log.warn({ err: error }, 'could not schedule the plans run yet; retrying'));
  void schedule();
  const retry = setInterval(() => void (scheduled ? undefined : schedule()), 5000);

  const worker = new Worker(
    QUEUES.plans,
    async (job) => {
      try {
        if (job.name === BOOKING_FACTS_JOB) {
          await recordBookingFacts(store, (job.data as { bookingId: string }).bookingId, systemContext(new Date(job.timestamp)));
          return undefined;
        }
        if (job.name === RUN_PLANS) {
          const result = await runPlanVisits({ store, db: pool, reads: planRunReads(pool), publicUrl: config.PUBLIC_URL }, new Date(job.timestamp));
          for (const id of result.sms) {
            // One text that fails stays failed in its ledger row; the run's bookings stand.
            await deliverSms({ pool, sender: options.sms }, id).catch((error: unknown) => log.warn({ err: error, sms: id }, 'plan visit text not sent'));
          }
          log.info({ booked: result.booked, released: result.released, unplaced: result.unplaced, skipped: result.skipped }, 'plans run');
          return { booked: result.booked, released: result.released, unplaced: result.unplaced, skipped: result.skipped };
        }
        return undefined;
      } catch (error) {
        // A worker started before the projector first built the plans read model: nothing to do yet.
        if (isMissingSchema(error)) return { skipped: 'no read model yet' };
        throw error;
      }
    },
    { connection: workerConnection(config, QUEUES.plans), prefix: config.QUEUE_PREFIX, concurrency: 4 },
  );
  worker.on('failed', (job, error) => log.error({ err: error, job: job?.name }, 'plans job failed'));
  return {
    async close() {
      clearInterval(retry);
      await worker.close();
    },
  };
}
