/**
 * Query lanes: connections in pg's pipeline mode that carry the pool's one-statement
 * queries (`pool.query(text, values)`) of many requests at once.
 *
 * Why: on this kind of machine a round trip to PostgreSQL costs far more than most of
 * our statements (bench:booking prints it: ~100 µs of Node's CPU and ~35 µs of the
 * backend's for a prepared `SELECT $1`, most of it waking the other process). A lane
 * sends every query of an event-loop turn in one write, and the backend answers them
 * back to back, so concurrent requests share round trips. bench:booking, two paired
 * runs each: 20.2 -> 18.0 ms of CPU per booking with one lane (89.7 -> 100.8 bookings/s).
 *
 * What stays on the pool's own connections:
 * - transactions (`pool.connect()`), and any query given as a config object or with a
 *   callback;
 * - a query while every lane is held up: a lane answers in order, so a slow statement
 *   (a long search) delays the ones queued behind it. A lane whose oldest unanswered
 *   query is older than BUSY_MS takes no more until it catches up; the query runs on a
 *   pooled connection beside it instead.
 *
 * A lane connects when first used and again after its connection is lost; the queries
 * in flight on a lost connection fail as they would on a pooled one.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { corkableSocket } from './pipelineSocket.js';
import { PreparingClient } from './preparingClient.js';

/** A lane whose oldest unanswered query is older than this is passed over. */
const BUSY_MS = 25;

export interface LaneOptions {
  connectionString: string;
  applicationName: string;
  connectionTimeoutMillis: number;
}

class Lane {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  /** When each unanswered query was sent, oldest first (a lane answers in order). */
  private readonly sentAt: number[] = [];
  private corked = false;
  private closed = false;

  constructor(
    private readonly options: LaneOptions,
    private readonly index: number,
  ) {}

  /** How long its oldest unanswered query has waited (0 when idle). */
  waited(now: number): number {
    return this.sentAt.length === 0 ? 0 : now - this.sentAt[0]!;
  }

  async query(text: string, values: unknown[] | undefined): Promise<pg.QueryResult> {
    const client = this.client ?? (await this.connect());
    this.sentAt.push(performance.now());
    this.corkForThisTurn(client);
    try {
      return await client.query(text, values);
    } finally {
      this.sentAt.shift();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connect(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      if (this.closed) throw new Error('The query lanes were closed');
      const client = new PreparingClient({
        connectionString: this.options.connectionString,
        application_name: `${this.options.applicationName}:lane-${this.index}`,
        connectionTimeoutMillis: this.options.connectionTimeoutMillis,
        pipeline: true,
      });
      const forget = () => {
        if (this.client === client) this.client = undefined;
      };
      // A lost connection is replaced at the next query; its own queries have failed.
      client.on('error', forget);
      client.on('end', forget);
      await client.connect();
      this.client = client;
      return client;
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** The queries of one event-loop turn leave in one write: the socket is corked until the turn ends. */
  private corkForThisTurn(client: pg.Client): void {
    if (this.corked) return;
    const socket = corkableSocket(client);
    if (!socket) return;
    socket.cork();
    this.corked = true;
    setImmediate(() => {
      this.corked = false;
      socket.uncork();
    });
  }
}

export class QueryLanes {
  private readonly lanes: Lane[];

  constructor(count: number, options: LaneOptions) {
    this.lanes = Array.from({ length: count }, (_, i) => new Lane(options, i));
  }

  /** The least held-up lane, or undefined when every lane is held up (see BUSY_MS). */
  pick(): { query(text: string, values: unknown[] | undefined): Promise<pg.QueryResult> } | undefined {
    const now = performance.now();
    let best: Lane | undefined;
    let bestWait = Infinity;
    for (const lane of this.lanes) {
      const waited = lane.waited(now);
      if (waited < bestWait) {
        best = lane;
        bestWait = waited;
      }
    }
    return bestWait > BUSY_MS ? undefined : best;
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.close()));
  }
}
