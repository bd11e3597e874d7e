/**
 * The worker process (`npm run worker`): runs BullMQ jobs (reports, e-mail, live
 * notifications). Several may run at once; each job runs on exactly one of them.
 */
import { loadConfig } from '@app/core/config';
import { createPool } from '@app/core/db/pool';
import { createEventStore } from '@app/core/eventstore';
import { startHealthServer } from '@app/core/health';
import { runProcess } from '@app/core/lifecycle';
import { createLogger } from '@app/core/logger';
import { instrumentEventStore } from '@app/core/metrics/eventStoreMetrics';
import { registerJobDurations, registerQueueDepth } from '@app/core/metrics/queueMetrics';
import { createMetrics } from '@app/core/metrics/registry';
import { QUEUES } from '@app/core/queues/queues';
import { createRedis } from '@app/core/redis';
import { producerQueues, startEventConsumer } from './consumer/startConsumer.js';
import { startLiveWorker } from './live/liveWorker.js';
import { startMail } from './mail/startMail.js';
import { createMailTransport } from './mail/transport.js';
import { startMaintenance } from './maintenance/startMaintenance.js';
import { startReminders } from './reminders/startReminders.js';
import { startReportWorker } from './reports/startReportWorker.js';
import { startPlans } from './plans/startPlans.js';
import { createSmsSender } from '@app/core/sms/senders';

const config = loadConfig();
const log = createLogger('worker');

await runProcess(log, async () => {
  const pool = createPool(config, `worker-${process.pid}`);
  const metrics = createMetrics('worker');
  const store = instrumentEventStore(createEventStore(config, pool), metrics.registry);
  // A server that cannot append to several streams at once is refused here, by name and version.
  await store.verifyServer();
  const redis = createRedis(config, { name: 'worker', blocking: true });
  const health = await startHealthServer({
    host: config.OPERATOR_HOST,
    port: config.WORKER_PORT,
    checks: {
      postgres: async () => void (await pool.query('SELECT 1')),
      redis: async () => void (await redis.ping()),
      eventStore: () => store.ping(),
    },
    metrics: metrics.render,
  });
  const queues = producerQueues(config, 'worker-producer');
  registerQueueDepth(metrics.registry, Object.values(QUEUES).map(queues.queueOf));
  const durations = registerJobDurations(metrics.registry);
  const mail = startMail({ config, pool, store, log, mailQueue: queues.queueOf('mail'), durations });
  const reminderMail = createMailTransport(config);
  const reminders = startReminders({ config, pool, store, log, transport: reminderMail, queue: queues.queueOf('reminders'), durations });
  const consumer = startEventConsumer({ config, store, log, queueOf: queues.queueOf });
  const reports = startReportWorker({ config, pool, log, durations });
  const maintenance = startMaintenance({ config, pool, store, log });
  const live = startLiveWorker({ config, pool, log, durations });
  const plans = startPlans({ config, pool, store, log, queue: queues.queueOf('plans'), sms: createSmsSender(config) });
  log.info({ port: config.WORKER_PORT }, 'worker started');
  return async () => {
    // Stop making jobs first, then let the jobs in progress finish (SIGINT/SIGTERM).
    await consumer.stop();
    await mail.stop();
    await reminders.stop();
    reminderMail.close();
    await reports.close();
    await maintenance.close();
    await live.close();
    await plans.close();
    await queues.close();
    health.close();
    await store.close();
    redis.disconnect();
    await pool.end();
  };
});
