/**
 * What a process keeps of the streams it writes: the state each was folded to, and, for
 * its hot streams (a slot every booking of the day reserves on, a coupon every booking
 * redeems), a queue of its own commands.
 *
 * - Folded state, kept after this process's own append on a stream (least recently used
 *   go first). The next command decides on it without reading: a booking's payment right
 *   after its placement, a coupon whose stream grows by an event per use (read and folded
 *   whole for every booking, O(uses) each time). Safe across processes: the append still
 *   names the revision it decided on, so a write from elsewhere fails it and the retry
 *   reads only the events after that revision. Deciders' `evolve` return new states and
 *   never change the one they are given (decider.ts), so a kept state stays as folded.
 * - Group commit: this process's commands on one hot stream never race each other
 *   (racing, they would mostly lose the optimistic append and start over). While one
 *   append is in flight, the commands that arrive wait; then all of them are decided in
 *   order, each on the state the one before left, and their events go in one append
 *   (handleCommand.ts). One coupon every booking uses took an append per booking, one
 *   after another: at a few milliseconds each under load, that queue alone bounded the
 *   bookings a second.
 *
 * Kept per event store (one per database), so tests with a database each never share state.
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
