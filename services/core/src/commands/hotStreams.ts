/**
 * What a process keeps for its hot streams (a slot every booking of the day reserves on, a
 * coupon every booking redeems): the state folded so far, and a queue of its own commands.
 *
 * - Folded state: a coupon's stream grows by an event per use, so reading and folding it
 *   whole for every booking costs O(uses) each time. The next command reads only the
 *   events after the revision it folded up to. Safe across processes: the append still
 *   names the revision it decided on, so a write from elsewhere fails it and the retry
 *   reads on from there.
 * - Queue: this process's commands on one stream run one after another. Racing each other
 *   they would mostly lose the optimistic append and start over; in turn, each decides on
 *   the state the one before left.
 *
 * Kept per event store (one per database), so tests with a database each never share state.
 */
import type { EventStore } from '../eventstore/port.js';

/** Enough for every slot of a few months and every active coupon; least recently used go first. */
const MAX_STREAMS = 5000;

export interface FoldedStream<State> {
  /** Identifies the fold: the same stream folded by another decider is another entry. */
  owner: object;
  revision: bigint;
  state: State;
}

export class HotStreams {
  private readonly folded = new Map<string, FoldedStream<unknown>>();
  private readonly queues = new Map<string, Promise<unknown>>();

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

  /** Runs `work` after every earlier queued work on the stream has settled. */
  inTurn<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(streamId) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.queues.set(streamId, tail);
    void tail.then(() => {
      if (this.queues.get(streamId) === tail) this.queues.delete(streamId);
    });
    return result;
  }
}

const byStore = new WeakMap<EventStore, HotStreams>();

export function hotStreamsOf(store: EventStore): HotStreams {
  let hot = byStore.get(store);
  if (!hot) byStore.set(store, (hot = new HotStreams()));
  return hot;
}
