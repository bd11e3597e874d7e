/**
 * The projector's signals, one LISTEN connection per process for all its runners: a
 * rebuild request (rebuildRequests.ts) and a read-your-writes waiter (waitForProjections.ts),
 * each naming the projection in its payload.
 *
 * Why one connection and not one per runner: at every NOTIFY of the database PostgreSQL
 * wakes every backend that listens, whatever the channel, and the event store announces
 * every append. Measured on this machine, a NOTIFY cost the server 65 µs of CPU with no
 * listener and 420 µs with 15 (~25 µs each); a LISTEN per runner put eleven more
 * backends behind each of a booking's announcements.
 */
import pg from 'pg';
import { CONTROL_CHANNEL } from './rebuildRequests.js';
import { WAIT_CHANNEL } from './waitForProjections.js';

export interface SignalHandlers {
  /**
   * A rebuild of the projection was requested, or may have been: the connection was (re)made
   * and requests announced while it was down were missed. The handler checks the requests table.
   */
  rebuild(): void;
  /** A request waits on the projection's checkpoint (read-your-writes). */
  waited(): void;
}

const MAX_BACKOFF_MS = 5000;

export class ProjectorSignals {
  private client: pg.Client | undefined;
  private connecting = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly handlers = new Map<string, Set<SignalHandlers>>();

  constructor(private readonly connectionString: string) {}

  /** Delivers the projection's signals to `handlers` until the returned function is called. */
  subscribe(name: string, handlers: SignalHandlers): () => void {
    const set = this.handlers.get(name) ?? this.handlers.set(name, new Set()).get(name)!;
    set.add(handlers);
    this.connect(0);
    return () => {
      set.delete(handlers);
      if (set.size === 0) this.handlers.delete(name);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connect(attempt: number): void {
    if (this.closed || this.client || this.connecting || this.retryTimer) return;
    this.connecting = true;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: `projector-signals:${process.pid}` });
    client.on('notification', ({ channel, payload }) => {
      for (const h of this.handlers.get(payload ?? '') ?? []) {
        if (channel === CONTROL_CHANNEL) h.rebuild();
        else if (channel === WAIT_CHANNEL) h.waited();
      }
    });
    const lost = () => this.lost(client, attempt + 1);
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`LISTEN ${CONTROL_CHANNEL}; LISTEN ${WAIT_CHANNEL}`))
      .then(() => {
        if (this.closed) return void client.end().catch(() => {});
        this.client = client;
        attempt = 0;
        for (const set of this.handlers.values()) for (const h of set) h.rebuild();
      })
      .catch(lost)
      .finally(() => (this.connecting = false));
  }

  /** The connection failed or ended: made again after a backoff, while anyone listens. */
  private lost(client: pg.Client, attempt: number): void {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => {});
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        if (this.handlers.size > 0) this.connect(attempt);
      },
      Math.min(MAX_BACKOFF_MS, 100 * 2 ** attempt),
    );
  }
}
