/**
 * Housekeeping on a schedule: the re-check of payments whose callback never came (core
 * payments/recheckPending) every five minutes. A BullMQ job scheduler makes one job per
 * tick whatever the number of workers, so one of them runs it; several at once would still
 * be safe, each record being an optimistic append.
 *
 * There is no reconciler of placements any more: a booking, its seat and its coupon use
 * are one atomic append (core bookings/placement), so nothing is ever held for a booking
 * that does not exist. The scheduler older versions made for it is removed at start.
 */
import { Worker } from 'bullmq';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import { createGateways, type Gateways } from '@app/core/payments/gateways';
import { recheckPendingPayments, RECHECK_AFTER_MS } from '@app/core/payments/recheckPending';
import { openQueue, QUEUES, workerConnection } from '@app/core/queues/queues';
import { pendingPayments } from '@app/projections/readModels/pendingPayments/queries';
import { isMissingSchema } from '@app/projections/waitForProjections';

/** The placement saga's reconciler, scheduled by older versions: its scheduler is removed. */
export const RETIRED_RECONCILE = 'release-abandoned-reservations';
export const RECHECK = 'recheck-pending-payments';

export interface MaintenanceOptions {
  config: Config;
  pool: Pool;
  store: EventStore;
  log: Logger;
  /** How often pending payments are re-read, and how old they must be. */
  recheckEveryMs?: number;
  recheckAfterMs?: number;
  /** Built from the configuration when absent. */
  gateways?: Gateways;
}

export function startMaintenance(options: MaintenanceOptions): { close(): Promise<void> } {
  const { config, pool, store, log } = options;
  const recheckEveryMs = options.recheckEveryMs ?? 5 * 60_000;
  const recheckAfterMs = options.recheckAfterMs ?? RECHECK_AFTER_MS;
  const gateways = options.gateways ?? createGateways(config, { pool });
  const queue = openQueue(config, QUEUES.maintenance);

  // Upserting a scheduler is idempotent; retried until Redis answers (it may be down at start).
  let scheduled = false;
  const schedule = () =>
    Promise.all([
      queue.removeJobScheduler(RETIRED_RECONCILE),
      queue.upsertJobScheduler(RECHECK, { every: recheckEveryMs }, { name: RECHECK }),
    ])
      .then(() => void (scheduled = true))
      .catch((error: unknown) => log.warn({ err: error }, 'could not schedule the maintenance jobs yet; retrying'));
  void schedule();
  const retry = setInterval(() => void (scheduled ? undefined : schedule()), 5000);

  const worker = new Worker(
    QUEUES.maintenance,
    async (job) => {
      try {
        if (job.name === RECHECK) {
          const settled = await recheckPendingPayments({ pendingPayments: (requested, limit) => pendingPayments(pool, requested, limit), store, gateways, log }, recheckAfterMs);
          // Each one is a callback that never came: worth an operator's look at the gateway's settings.
          if (settled.length) log.warn({ settled }, 'recorded payments whose callback never came');
          return { settled: settled.length };
        }
        return undefined;
      } catch (error) {
        // A worker started before the projector first built the bookings read model: nothing to do yet.
        if (isMissingSchema(error)) return { skipped: 'no read model yet' };
        throw error;
      }
    },
    { connection: workerConnection(config, QUEUES.maintenance), prefix: config.QUEUE_PREFIX, concurrency: 1 },
  );
  worker.on('failed', (job, error) => log.error({ err: error, job: job?.name }, 'maintenance job failed'));

  return {
    async close() {
      clearInterval(retry);
      await worker.close();
      await queue.close();
    },
  };
}
