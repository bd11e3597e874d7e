/** Wires e-mail into a worker process: the transport, the `mail` worker, the outbox relay. */
import type { Queue } from 'bullmq';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import type { JobDurations } from '@app/core/metrics/queueMetrics';
import { startMailWorker } from './mailWorker.js';
import { startOutboxRelay } from './outboxRelay.js';
import { createMailTransport } from './transport.js';

const RELAY_POLL_MS = 1000;

export function startMail(deps: { config: Config; pool: Pool; store: EventStore; log: Logger; mailQueue: Queue; durations?: JobDurations }) {
  const transport = createMailTransport(deps.config);
  if (transport.via === 'local-outbox') {
    const say = deps.config.NODE_ENV === 'production' ? deps.log.warn.bind(deps.log) : deps.log.info.bind(deps.log);
    say('SMTP_URL is not set: e-mail stays in the local outbox (/api/dev/outbox); nothing leaves this machine');
  }
  const worker = startMailWorker({ config: deps.config, pool: deps.pool, store: deps.store, transport, log: deps.log });
  deps.durations?.observe(worker);
  const relay = startOutboxRelay({ pool: deps.pool, queue: deps.mailQueue, log: deps.log, pollMs: RELAY_POLL_MS });
  return {
    /** Stops taking jobs and waits for the ones in progress to finish. */
    async stop() {
      await relay.stop();
      await worker.close();
      transport.close();
    },
  };
}
