/**
 * The projector's signals, one LISTEN connection per process for all its runners: a
 * rebuild request (rebuildRequests.ts) and a read-your-writes waiter (waitForProjections.ts),
 * each naming the projection in its payload.
 *
 * Why one connection and not one per runner: at every NOTIFY of the database PostgreSQL
 * wakes every backend that listens, whatever the channel (listenConnection.ts), and the
 * event store announces every append. Measured on this machine, a NOTIFY cost the server
 * 65 µs of CPU with no listener and 420 µs with 15; a LISTEN per runner put eleven more
 * backends behind each of a booking's announcements.
 */
import { ListenConnection } from '@app/core/db/listenConnection';
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

export class ProjectorSignals {
  private readonly handlers = new Map<string, Set<SignalHandlers>>();
  private readonly connection: ListenConnection;

  constructor(connectionString: string) {
    this.connection = new ListenConnection({
      connectionString,
      applicationName: `projector-signals:${process.pid}`,
      channels: [CONTROL_CHANNEL, WAIT_CHANNEL],
      onNotification: ({ channel, payload }) => {
        for (const h of this.handlers.get(payload ?? '') ?? []) {
          if (channel === CONTROL_CHANNEL) h.rebuild();
          else if (channel === WAIT_CHANNEL) h.waited();
        }
      },
      onListening: () => {
        for (const set of this.handlers.values()) for (const h of set) h.rebuild();
      },
      wanted: () => this.handlers.size > 0,
    });
  }

  /** Delivers the projection's signals to `handlers` until the returned function is called. */
  subscribe(name: string, handlers: SignalHandlers): () => void {
    const set = this.handlers.get(name) ?? this.handlers.set(name, new Set()).get(name)!;
    set.add(handlers);
    this.connection.ensure();
    return () => {
      set.delete(handlers);
      if (set.size === 0) this.handlers.delete(name);
    };
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
