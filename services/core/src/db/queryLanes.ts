/**
 * Query lanes: connections in pg's pipeline mode that carry the pool's one-statement queries
 * of many requests at once, so concurrent requests share round trips. Transactions and a
 * query while every lane is held up stay on pooled connections. Why and the measurements:
 * docs/architecture.md, "Connections and statements".
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
