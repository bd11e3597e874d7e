/**
 * A LISTEN connection kept up while its owner wants it: made on demand, and after it fails
 * or ends, made again with a backoff (100 ms doubling to 5 s). Each time LISTEN is in
 * place, `onListening` runs: whatever was announced while it was down was missed, so the
 * owner looks again for itself.
 *
 * Keep such connections few: PostgreSQL wakes every listening backend, whatever its
 * channel, at each NOTIFY of the database (~25 µs of server CPU each, measured here).
 */
import pg from 'pg';

export interface ListenOptions {
  connectionString: string;
  applicationName: string;
  channels: readonly string[];
  onNotification(message: pg.Notification): void;
  onListening(): void;
  /** Whether to connect again after a failure (someone still waits or listens). */
  wanted(): boolean;
}

const MAX_BACKOFF_MS = 5000;

export class ListenConnection {
  private client: pg.Client | undefined;
  private connecting = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ListenOptions) {}

  /** Connects, unless connected, connecting, waiting to retry or closed. */
  ensure(): void {
    this.connect(0);
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
    const { connectionString, applicationName, channels } = this.options;
    const client = new pg.Client({ connectionString, application_name: applicationName });
    client.on('notification', (message) => this.options.onNotification(message));
    const lost = () => this.lost(client, attempt + 1);
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(channels.map((channel) => `LISTEN ${channel}`).join('; ')))
      .then(() => {
        if (this.closed) return void client.end().catch(() => {});
        this.client = client;
        attempt = 0;
        this.options.onListening();
      })
      .catch(lost)
      .finally(() => (this.connecting = false));
  }

  private lost(client: pg.Client, attempt: number): void {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => {});
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        if (this.options.wanted()) this.connect(attempt);
      },
      Math.min(MAX_BACKOFF_MS, 100 * 2 ** attempt),
    );
  }
}
