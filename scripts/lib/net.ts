/** Ports and readiness probes for the services the launcher starts. */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Log } from './log.js';

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Fails with a message naming what needs the port when something already listens on it. */
export async function assertPortFree(port: number, what: string, hint: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free) throw new Error(`port ${port}, needed for ${what}, is already in use. ${hint}`);
}

/**
 * Polls a URL until it answers 200. Waits as long as it takes (a crashing process is
 * restarted meanwhile), saying every few seconds what it is waiting for; a stop request
 * ends the wait.
 */
export async function waitForHttpOk(url: string, signal: AbortSignal, log: Log): Promise<void> {
  const started = Date.now();
  let lastNotice = started;
  let lastProblem = 'no answer yet';
  while (!signal.aborted) {
    try {
      const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(2000)]) });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastProblem = `answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    if (Date.now() - lastNotice >= 15_000) {
      lastNotice = Date.now();
      log.info(`still waiting for ${url} after ${Math.round((lastNotice - started) / 1000)} s (${lastProblem})`);
    }
    await sleep(500, undefined, { signal }).catch(() => {});
  }
  signal.throwIfAborted();
}

/** Sends PING to a Redis server; true when it answers PONG (not while it loads its data). */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}
