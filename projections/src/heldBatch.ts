/**
 * A live batch whose handlers wrote a single statement goes out as one statement with its
 * checkpoint: the write as a data-modifying CTE beside the checkpoint's UPDATE, atomic on
 * its own, so no BEGIN and no COMMIT. Most projections write a batch in one statement
 * (the audit rows, the notifications, the slots' and coupons' counters: handleBatch), so
 * a batch of theirs cost four statements (BEGIN, the write, the checkpoint, COMMIT) where
 * one does. bench:booking counts them per booking.
 *
 * The handlers' writes are held, not sent, until the batch ends; a read (`query`) sends
 * them first, in a transaction, and the batch goes on as a pipelined one (batchClient.ts).
 * Only a plain INSERT, UPDATE or DELETE folds: a write that has its own WITH cannot sit
 * inside another (PostgreSQL wants data-modifying CTEs at the top level). A batch whose
 * handlers wrote nothing is its checkpoint's statement alone.
 */
import type pg from 'pg';
import { PLANNED_EACH_RUN } from '@app/core/db/preparingClient';
import { PipelinedBatch, type BatchClient } from './batchClient.js';
import type { ProjectionClient } from './projection.js';

type Write = [text: string, values: unknown[] | undefined];

const FOLDABLE = /^\s*(INSERT|UPDATE|DELETE)\b/i;

export class HeldBatch implements BatchClient {
  private held: Write[] = [];
  private live: PipelinedBatch | undefined;

  /** `begin`: what opens the transaction should the batch need one. */
  constructor(
    private readonly db: pg.Client,
    private readonly begin: string,
  ) {}

  write(text: string, values?: unknown[]): void {
    if (this.live) this.live.write(text, values);
    else this.held.push([text, values]);
  }

  readonly query = ((...args: Parameters<pg.Client['query']>) => this.goLive().query(...(args as Parameters<ProjectionClient['query']>))) as ProjectionClient['query'];

  /**
   * The batch and its checkpoint, committed: one statement when a single foldable write
   * was held, else the transaction. `checkpoint(offset)` is the checkpoint's statement, its
   * parameters numbered from `offset + 1`.
   */
  async commit(checkpoint: (offset: number) => string, position: unknown[]): Promise<void> {
    // Handlers that wrote nothing for these events: the checkpoint's statement alone.
    if (!this.live && this.held.length === 0) {
      await this.db.query(`WITH ${checkpoint(0)}`, position);
      return;
    }
    const only = !this.live && this.held.length === 1 ? this.held[0]! : undefined;
    const planned = only?.[0].startsWith(PLANNED_EACH_RUN) ?? false;
    const write = only && (planned ? only[0].slice(PLANNED_EACH_RUN.length) : only[0]);
    if (only && write !== undefined && FOLDABLE.test(write) && !write.includes(';')) {
      const values = only[1] ?? [];
      await this.db.query(`${planned ? PLANNED_EACH_RUN : ''}WITH written AS (${write}), ${checkpoint(values.length)}`, [...values, ...position]);
      return;
    }
    const live = this.goLive();
    live.write(`WITH ${checkpoint(0)}`, position);
    live.write('COMMIT');
    await live.settle();
  }

  /** Sends what is held, if anything was sent at all. */
  async settle(): Promise<void> {
    await this.live?.settle();
  }

  private goLive(): PipelinedBatch {
    if (this.live) return this.live;
    this.live = new PipelinedBatch(this.db);
    this.live.write(this.begin);
    for (const [text, values] of this.held) this.live.write(text, values);
    this.held = [];
    return this.live;
  }
}
