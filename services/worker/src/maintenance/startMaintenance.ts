/**
 * Housekeeping on a schedule: the placement saga's reconciler
 * (core bookings/placement/releaseAbandonedReservations) every minute, and the re-check of
 * payments whose callback never came (core payments/recheckPending) every five. A BullMQ
 * job scheduler makes one job per tick whatever the number of workers, so one of them runs
 * it; several at once would still be safe, each release or record being an optimistic append.
 */
import { Worker } from 'bullmq';
import { releaseAbandonedReservations } from '@app/core/bookings/placement/releaseAbandonedReservations';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import { createGateways, type Gateways } from '@app/core/payments/gateways';
import { recheckPendingPayments, RECHECK_AFTER_MS } from '@app/core/payments/recheckPending';
import { openQueue, QUEUES, workerConnection } from '@app/core/queues/queues';
import { isMissingSchema } from '@app/projections/waitForProjections';

const RECONCILE = 'release-abandoned-reservations';
const RECHECK = 'recheck-pending-payments';
/**
 * A reservation is abandoned when its booking has not appeared for this long. A placement
 * takes well under a second; a quarter of an hour leaves a wide margin for a stalled one
 * (the reconciler must never free the seat of a saga still running).
 */
export const RELEASE_AFTER_MS = 15 * 60_000;

export interface MaintenanceOptions {
  config: Config;
  pool: Pool;
  store: EventStore;
  log: Logger;
  /** How often the reconciler runs (tests shorten every figure). */
  everyMs?: number;
  releaseAfterMs?: number;
  /** How often pending payments are re-read, and how old they must be. */
  recheckEveryMs?: number;
  recheckAfterMs?: number;
  /** Built from the configuration when absent. */
  gateways?: Gateways;
}

export function startMaintenance(options: MaintenanceOptions): { close(): Promise<void> } {
  const { config, pool, store, log } = options;
  const everyMs = options.everyMs ?? 60_000;
  const releaseAfterMs = options.releaseAfterMs ?? RELEASE_AFTER_MS;
  const recheckEveryMs = options.recheckEveryMs ?? 5 * 60_000;
  const recheckAfterMs = options.recheckAfterMs ?? RECHECK_AFTER_MS;
  const gateways = options.gateways ?? createGateways(config, { pool });
  const queue = openQueue(config, QUEUES.maintenance);

  // Upserting a scheduler is idempotent; retried until Redis answers (it may be down at start).
  let scheduled = false;
  const schedule = () =>
    Promise.all([
      queue.upsertJobScheduler(RECONCILE, { every: everyMs }, { name: RECONCILE }),
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
        if (job.name === RECONCILE) {
          const released = await releaseAbandonedReservations(store, pool, releaseAfterMs);
          // A release means a placement died half-way: worth an operator's look.
          if (released.length) log.warn({ released }, 'released reservations whose booking never appeared');
          return { released: released.length };
        }
        if (job.name === RECHECK) {
          const settled = await recheckPendingPayments({ pool, store, gateways, log }, recheckAfterMs);
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
