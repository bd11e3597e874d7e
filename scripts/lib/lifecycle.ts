/**
 * Start-up and orderly shutdown of a launcher script. Every service or process the script
 * starts registers how to stop it; a stop request (Ctrl-C, SIGTERM, the launcher going
 * away) aborts whatever step is running, and the stops then run in reverse order of
 * start: children first, then Redis, then PostgreSQL.
 */
import type { Log } from './log.js';

export class Stopped extends Error {
  constructor(readonly reason: string) {
    super(`stopped (${reason})`);
    this.name = 'Stopped';
  }
}

interface Cleanup {
  name: string;
  stop: () => Promise<void>;
}

export class Lifecycle {
  private readonly controller = new AbortController();
  private readonly cleanups: Cleanup[] = [];
  private reason: string | undefined;
  private readonly stoppedWaiters: Array<() => void> = [];

  constructor(private readonly log: Log) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => this.stop(signal));
    }
    // The launcher holds an IPC channel to this script; losing it means the launcher died
    // without passing a signal on, and nobody is left to stop what this script started.
    if (process.send !== undefined) process.on('disconnect', () => this.stop('launcher exited'));
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get stopping(): boolean {
    return this.reason !== undefined;
  }

  get stopReason(): string | undefined {
    return this.reason;
  }

  /** Requests the shutdown. A repeat (npm passes Ctrl-C on too) only says it is under way. */
  stop(reason: string): void {
    if (this.reason !== undefined) {
      this.log.info(`already stopping (${reason})`);
      return;
    }
    this.reason = reason;
    this.log.info(`stopping (${reason})`);
    this.controller.abort(new Stopped(reason));
    for (const wake of this.stoppedWaiters.splice(0)) wake();
  }

  /** Throws Stopped when a stop was requested: call between start-up steps. */
  check(): void {
    if (this.reason !== undefined) throw new Stopped(this.reason);
  }

  /** Registers how to stop something just started. */
  defer(name: string, stop: () => Promise<void>): void {
    this.cleanups.push({ name, stop });
  }

  /** Resolves once a stop is requested. */
  untilStopped(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => this.stoppedWaiters.push(resolve));
  }

  /** Runs the registered stops, last started first. A failing stop does not skip the rest. */
  async unwind(): Promise<void> {
    for (const cleanup of this.cleanups.splice(0).reverse()) {
      try {
        await cleanup.stop();
      } catch (error) {
        this.log.error(`stopping ${cleanup.name} failed: ${messageOf(error)}`);
      }
    }
  }

  /**
   * Runs the script's main function, then always unwinds. Resolves with the exit code:
   * the function's own, 130 after a stop request that interrupted it, 1 after an error.
   */
  async run(main: () => Promise<number>): Promise<number> {
    let code: number;
    try {
      code = await main();
    } catch (error) {
      if (error instanceof Stopped || this.stopping) {
        code = 130;
      } else {
        this.log.error(messageOf(error));
        code = 1;
      }
    }
    await this.unwind();
    return code;
  }
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
