/**
 * What a process keeps of the streams it writes: the state each was folded to (decided on
 * without reading; the append's expected revision proves it current), and, for hot streams,
 * a queue of its own commands decided in order and appended together (group commit). Kept
 * per event store. Why: docs/architecture.md, "Commands: kept states and group commit".
 */
import type { EventStore } from '../eventstore/port.js';

/** Enough for every slot of a few months, every active coupon and the bookings written last; least recently used go first. */
const MAX_STREAMS = 5000;

export interface FoldedStream<State> {
  /** Identifies the fold: the same stream folded by another decider is another entry. */
  owner: object;
  revision: bigint;
  state: State;
}

/** At most this many commands are decided and appended together. */
const MAX_GROUP = 50;

export class KeptStreams {
  private readonly folded = new Map<string, FoldedStream<unknown>>();
  private readonly waiting = new Map<string, unknown[]>();

  get<State>(streamId: string, owner: object): FoldedStream<State> | undefined {
    const entry = this.folded.get(streamId);
    if (!entry || entry.owner !== owner) return undefined;
    // Map order is insertion order: re-inserting marks it the most recently used.
    this.folded.delete(streamId);
    this.folded.set(streamId, entry);
    return entry as FoldedStream<State>;
  }

  set<State>(streamId: string, entry: FoldedStream<State>): void {
    this.folded.delete(streamId);
    this.folded.set(streamId, entry);
    if (this.folded.size > MAX_STREAMS) this.folded.delete(this.folded.keys().next().value!);
  }

  forget(streamId: string): void {
    this.folded.delete(streamId);
  }

  /**
   * Queues `item` for the stream. Its turn comes with the others waiting then: `run` gets
   * them together (up to MAX_GROUP, oldest first) once the stream's previous group is done,
   * and must settle each item itself; it must not throw.
   */
  together<T>(streamId: string, item: T, run: (group: T[]) => Promise<void>): void {
    const queue = this.waiting.get(streamId) as T[] | undefined;
    if (queue) {
      queue.push(item);
      return;
    }
    const fresh: T[] = [item];
    this.waiting.set(streamId, fresh);
    void (async () => {
      while (fresh.length > 0) await run(fresh.splice(0, MAX_GROUP));
      this.waiting.delete(streamId);
    })();
  }
}

const byStore = new WeakMap<EventStore, KeptStreams>();

export function keptStreamsOf(store: EventStore): KeptStreams {
  let kept = byStore.get(store);
  if (!kept) byStore.set(store, (kept = new KeptStreams()));
  return kept;
}
