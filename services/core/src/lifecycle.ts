/**
 * The life of a process (api, projector, worker): start, then on SIGINT or SIGTERM stop
 * gracefully, within a grace period, and exit. A second signal exits at once.
 */
import type { Logger } from './logger.js';

const GRACE_MS = 10_000;

export async function runProcess(log: Logger, start: () => Promise<() => Promise<void>>): Promise<void> {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
  let stop: () => Promise<void>;
  try {
    stop = await start();
  } catch (error) {
    log.fatal({ err: error }, 'failed to start');
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping');
    const timer = setTimeout(() => {
      log.error('graceful stop took too long: exiting');
      process.exit(1);
    }, GRACE_MS);
    timer.unref();
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
