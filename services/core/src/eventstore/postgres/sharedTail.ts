/**
 * One reader of the head of `$all` for every caught-up subscription of a store.
 *
 * A projector runs a subscription per projection. Each one reading the head for itself
 * made every append cost a read per projection (and, while events were held back, a
 * re-read every few milliseconds per projection): most of the database's queries under a
 * booking load. A subscription therefore catches up alone, then joins the tail, which
 * reads each batch once, without a type filter, and hands each member the events after
 * its own position of the types it asked for.
 *
 * Members are served in step: the tail reads the next batch once every member has
 * handled this one, so a slow projection slows the others but is never skipped.
 */
import { comparePositions, type AllBatch, type BatchHandler, type Position, type ReadAllOptions } from '../port.js';
import { HELD_BACK_RETRY_MS, MAX_BACKOFF_MS } from './subscription.js';

export interface TailDeps {
  readAll(options: ReadAllOptions): Promise<AllBatch>;
  announcements(): number;
  waitForAppend(timeoutMs: number, seen?: number): Promise<void>;
  pollMs: number;
}

interface Member {
  position: Position;
  eventTypes: ReadonlySet<string> | undefined;
  handler: BatchHandler;
  /** The delivery in flight, awaited by `leave`. */
  delivering: Promise<void>;
  failed(error: unknown): void;
}

export interface Membership {
  /** Rejects with the member's handler error; never resolves otherwise (call `leave`). */
  failure: Promise<never>;
  /** Stops deliveries to the member; resolves once its delivery in flight has finished. */
  leave(): Promise<void>;
}

export class SharedTail {
  private position: Position | undefined;
  private readonly members = new Set<Member>();
  private running = false;

  constructor(
    private readonly deps: TailDeps,
    private readonly batchSize: number,
  ) {}

  /**
   * Joins at `position` when it is not behind the tail (or nobody follows it yet), else
   * undefined: the subscription reads on alone until it is.
   */
  join(position: Position, eventTypes: readonly string[] | undefined, handler: BatchHandler): Membership | undefined {
    if (this.members.size > 0 && this.position && comparePositions(position, this.position) < 0) return undefined;
    if (this.members.size === 0) this.position = position;
    let failed: (error: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => (failed = reject));
    failure.catch(() => {});
    const member: Member = { position, eventTypes: eventTypes && new Set(eventTypes), handler, delivering: Promise.resolve(), failed };
    this.members.add(member);
    if (!this.running) {
      this.running = true;
      void this.run().finally(() => (this.running = false));
    }
    return {
      failure,
      leave: async () => {
        this.members.delete(member);
        await member.delivering;
      },
    };
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.members.size > 0) {
      const seen = this.deps.announcements();
      const from = this.position!;
      let batch: AllBatch;
      try {
        batch = await this.deps.readAll({ after: from, maxCount: this.batchSize });
        failures = 0;
      } catch {
        failures++;
        await this.deps.waitForAppend(Math.min(MAX_BACKOFF_MS, 50 * 2 ** failures));
        continue;
      }
      if (batch.events.length > 0 || comparePositions(batch.checkpoint, from) > 0) {
        await Promise.all([...this.members].map((m) => this.deliver(m, batch)));
        this.position = batch.checkpoint;
      }
      if (batch.events.length < this.batchSize && this.members.size > 0) {
        await this.deps.waitForAppend(batch.heldBack ? Math.min(HELD_BACK_RETRY_MS, this.deps.pollMs) : this.deps.pollMs, seen);
      }
    }
  }

  private deliver(member: Member, batch: AllBatch): Promise<void> {
    // A member that joined ahead of the tail has seen this stretch already.
    if (comparePositions(batch.checkpoint, member.position) <= 0) return Promise.resolve();
    const events = batch.events.filter((e) => comparePositions(e.position, member.position) > 0 && (!member.eventTypes || member.eventTypes.has(e.type)));
    const own: AllBatch = batch.heldBack ? { events, checkpoint: batch.checkpoint, heldBack: true } : { events, checkpoint: batch.checkpoint };
    member.delivering = member.handler(own).then(
      () => {
        member.position = batch.checkpoint;
      },
      (error: unknown) => {
        this.members.delete(member);
        member.failed(error);
      },
    );
    return member.delivering;
  }
}
