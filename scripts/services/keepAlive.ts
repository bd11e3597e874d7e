/**
 * Keeps a server `npm start` runs itself (the embedded PostgreSQL, redis-server) alive, as
 * the Supervisor keeps the processes: when it stops without being asked (a crash, `pg_ctl
 * stop -m immediate`, a kill) it is started again on the same port and data after a short,
 * growing pause, and the log says so. The processes' own reconnecting does the rest.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Backoff } from '../lib/backoff.js';
import { messageOf } from '../lib/lifecycle.js';
import type { Log } from '../lib/log.js';

interface Server {
  exited: Promise<string>;
  stop(): Promise<void>;
}

/** A restart soon after a crash: the clients are waiting, and the backoff stops a spin. */
const FIRST_PAUSE_MS = 250;

export interface KeptAlive {
  /** Stops the server, and any restart under way, for good. */
  stop(): Promise<void>;
}

/** Starts the server (a failure of this first start throws), then watches it. */
export async function keepAlive(name: string, start: () => Promise<Server>, log: Log): Promise<KeptAlive> {
  let current = await start();
  let stopping = false;
  const stopped = new AbortController();
  const backoff = new Backoff(FIRST_PAUSE_MS);

  const watch = async (): Promise<void> => {
    let startedAt = Date.now();
    let how = await Promise.race([current.exited, stoppedSignal(stopped.signal)]);
    while (!stopping) {
      const pause = backoff.next(startedAt);
      log.warn(`${name} stopped (${how}); starting it again in ${pause / 1000} s`);
      await sleep(pause, undefined, { signal: stopped.signal }).catch(() => undefined);
      if (stopping) return;
      startedAt = Date.now();
      try {
        current = await start();
      } catch (error) {
        how = `it did not start: ${messageOf(error).split('\n')[0]}`;
        continue;
      }
      if (stopping) return; // stop() waits for this loop, then stops `current`
      log.info(`${name} is running again`);
      how = await Promise.race([current.exited, stoppedSignal(stopped.signal)]);
    }
  };
  const watching = watch();

  return {
    async stop() {
      stopping = true;
      stopped.abort();
      await watching;
      await current.stop();
    },
  };
}

function stoppedSignal(signal: AbortSignal): Promise<string> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopping'), { once: true }));
}
