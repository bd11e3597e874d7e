/**
 * LISTEN/NOTIFY between writers and readers of the PostgreSQL event store.
 *
 * Writers announce appends with a NOTIFY sent after the append, outside its transaction
 * and coalesced, so the notification queue's commit-time lock never sits on the append
 * path. Readers keep one LISTEN connection per store and also poll: a lost notification
 * or a dropped connection delays a reader by at most one poll interval, never more.
 */
import type pg from 'pg';
import { ListenConnection } from '../../db/listenConnection.js';

export const CHANNEL = 'es_events';

/** Coalesces announcements: at most one NOTIFY in flight, one more queued behind it. */
export class Announcer {
  private inFlight = false;
  private pending = false;

  constructor(private readonly pool: pg.Pool) {}

  announce(): void {
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = true;
    this.pool
      .query(`SELECT pg_notify('${CHANNEL}', '')`)
      .catch(() => {
        // Readers poll as well; a failed announcement only delays them.
      })
      .finally(() => {
        this.inFlight = false;
        if (this.pending) {
          this.pending = false;
          this.announce();
        }
      });
  }
}

/** One LISTEN connection (kept up while anyone waits), waking every waiting reader. */
export class Listener {
  private readonly connection: ListenConnection;
  private waiters = new Set<() => void>();
  /**
   * Counts wake-ups. A reader notes it before reading and passes it to wait(): an
   * announcement that arrived while it was reading (or handling what it read) then ends
   * the wait at once instead of being lost until the next poll.
   */
  private wakeups = 0;

  constructor(connectionString: string) {
    this.connection = new ListenConnection({
      connectionString,
      applicationName: 'es-listener',
      channels: [CHANNEL],
      onNotification: () => this.wakeAll(),
      // Something may have been appended while we were not listening.
      onListening: () => this.wakeAll(),
      wanted: () => this.waiters.size > 0,
    });
  }

  /** The wake-up count to pass to wait() (see `wakeups`). */
  get seen(): number {
    return this.wakeups;
  }

  /**
   * Resolves at the next notification or after `timeoutMs`, whichever comes first; at
   * once if a notification came after the reader noted `seen`.
   */
  wait(timeoutMs: number, seen?: number): Promise<void> {
    this.connection.ensure();
    if (seen !== undefined && seen !== this.wakeups) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }

  /** Wakes every waiter now (used when stopping a subscription). */
  wakeAll(): void {
    this.wakeups++;
    for (const wake of [...this.waiters]) wake();
  }

  async close(): Promise<void> {
    const closing = this.connection.close();
    this.wakeAll();
    await closing;
  }
}
