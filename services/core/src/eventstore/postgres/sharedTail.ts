/**
 * One reader of the head of `$all` for every caught-up subscription of a store: a
 * subscription catches up alone, then joins the tail, which reads each batch once and hands
 * each member the events of its types after its position. While events keep coming the tail
 * reads at most once every `lingerMs`. Why and the measurements: docs/architecture.md,
 * "The shared tail".
 */
import { performance } from 'node:perf_hooks';
import { comparePositions, type AllBatch, type BatchHandler, type Position, type ReadAllOptions } from '../port.js';
import { HELD_BACK_RETRY_MS, MAX_BACKOFF_MS } from './subscription.js';

export interface TailDeps {
  readAll(options: ReadAllOptions): Promise<AllBatch>;
  announcements(): number;
  waitForAppend(timeoutMs: number, seen?: number): Promise<void>;
  pollMs: number;
}

/**
 * How many batches a member may have waiting before the tail stops reading for it. A fast
 * projection (bookings) then does not wait on a slow one (the audit log) batch by batch,
 * and a slow one cannot make the tail hold more than this many batches for it.
 */
const MAX_QUEUED = 4;

interface Member {
  /** The checkpoint of the last batch handed to it (queued or handled). */
  dispatchedTo: Position;
  eventTypes: ReadonlySet<string> | undefined;
  handler: BatchHandler;
  /** Its batches, handled one after another: the last one's promise. */
  chain: Promise<void>;
  queued: number;
  /** Left or failed: queued batches are dropped. */
  gone: boolean;
  failed(error: unknown): void;
}

export interface Membership {
  /** Rejects with the member's handler error; never resolves otherwise (call `leave`). */
  failure: Promise<never>;
  /** Stops deliveries to the member; resolves once its batch in hand has been handled. */
  leave(): Promise<void>;
}

export class SharedTail {
  private position: Position | undefined;
  private readonly members = new Set<Member>();
  private running = false;
  /** When the last read started, if it found events but not a full batch; else 0 (see linger). */
  private lingerFrom = 0;

  constructor(
    private readonly deps: TailDeps,
    private readonly batchSize: number,
    private readonly lingerMs = 0,
  ) {}

  /**
   * Joins at `position` when it is not behind the tail, else undefined: the subscription
   * reads on alone until it is. Behind means behind where the tail reads from, even with
   * no member left while a read is still in flight: that read starts there, and the
   * stretch between would never reach the newcomer. An idle tail starts at the newcomer.
   */
  join(position: Position, eventTypes: readonly string[] | undefined, handler: BatchHandler): Membership | undefined {
    if (this.running && this.position && comparePositions(position, this.position) < 0) return undefined;
    if (!this.running) this.position = position;
    let failed: (error: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => (failed = reject));
    failure.catch(() => {});
    const member: Member = { dispatchedTo: position, eventTypes: eventTypes && new Set(eventTypes), handler, chain: Promise.resolve(), queued: 0, gone: false, failed };
    this.members.add(member);
    if (!this.running) {
      this.running = true;
      void this.run();
    }
    return {
      failure,
      leave: async () => {
        member.gone = true;
        this.members.delete(member);
        await member.chain;
      },
    };
  }

  /**
   * Reads while anyone follows. `running` is cleared in the very turn the loop finds no
   * member (not in a later callback), so a member joining just after starts a new loop
   * rather than finding one that is about to end.
   */
  private async run(): Promise<void> {
    let failures = 0;
    try {
      for (;;) {
        if (this.members.size === 0) {
          this.running = false;
          return;
        }
        await this.linger();
        const seen = this.deps.announcements();
        const from = this.position!;
        const startedAt = performance.now();
        let batch: AllBatch;
        try {
          batch = await this.deps.readAll({ after: from, maxCount: this.batchSize });
          // Catching up (a full batch) reads on at once; nothing found means a quiet spell.
          this.lingerFrom = batch.events.length > 0 && batch.events.length < this.batchSize ? startedAt : 0;
          failures = 0;
        } catch {
          failures++;
          await this.deps.waitForAppend(Math.min(MAX_BACKOFF_MS, 50 * 2 ** failures));
          continue;
        }
        if (batch.events.length > 0 || comparePositions(batch.checkpoint, from) > 0) {
          for (const member of this.members) this.dispatch(member, batch);
          this.position = batch.checkpoint;
          for (const member of this.members) if (member.queued > MAX_QUEUED) await member.chain;
        }
        if (batch.events.length < this.batchSize && this.members.size > 0) {
          await this.deps.waitForAppend(batch.heldBack ? Math.min(HELD_BACK_RETRY_MS, this.deps.pollMs) : this.deps.pollMs, seen);
        }
      }
    } catch (error) {
      // Nothing above throws by design; if something does, every member's subscription
      // ends with it (its owner restarts and logs), and the next join starts afresh.
      this.running = false;
      for (const member of [...this.members]) {
        member.gone = true;
        this.members.delete(member);
        member.failed(error);
      }
    }
  }

  /** Waits until `lingerMs` after the start of the last read that found some events (see the top). */
  private async linger(): Promise<void> {
    if (this.lingerMs <= 0 || this.lingerFrom === 0) return;
    const wait = this.lingerFrom + this.lingerMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Queues the member's part of the batch: the events after what it was handed, of its types. */
  private dispatch(member: Member, batch: AllBatch): void {
    // A member that joined ahead of the tail has been handed this stretch already.
    if (comparePositions(batch.checkpoint, member.dispatchedTo) <= 0) return;
    const after = member.dispatchedTo;
    const events = batch.events.filter((e) => comparePositions(e.position, after) > 0 && (!member.eventTypes || member.eventTypes.has(e.type)));
    const own: AllBatch = batch.heldBack ? { events, checkpoint: batch.checkpoint, heldBack: true } : { events, checkpoint: batch.checkpoint };
    member.dispatchedTo = batch.checkpoint;
    member.queued++;
    member.chain = member.chain.then(async () => {
      try {
        if (!member.gone) await member.handler(own);
      } catch (error) {
        member.gone = true;
        this.members.delete(member);
        member.failed(error);
      } finally {
        member.queued--;
      }
    });
  }
}
