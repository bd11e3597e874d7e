/**
 * The write path for a command that keeps the invariants of several streams (placing a
 * booking: its slot, coupon, guest account, the booking and the idempotency record): one
 * decision over their states, one atomic append to all of them, a conflict on any retries
 * the decision on fresh state. Group commit as in keptStreams.ts. Details:
 * docs/architecture.md, "Commands: kept states and group commit".
 */
import { WrongExpectedRevisionError } from '../eventstore/errors.js';
import type { AppendResult, EventStore, StreamAppend } from '../eventstore/port.js';
import type { CommandContext, Decider, DomainEvent } from './decider.js';
import { readState, toNewEvent } from './handleCommand.js';
import { keptStreamsOf } from './keptStreams.js';

type Folding<State> = Pick<Decider<never, DomainEvent, State>, 'evolve' | 'initialState'>;

export interface StreamInDecision {
  streamId: string;
  /** Folds the stream's events into the state `decide` sees. */
  decider: Folding<unknown>;
  /** A stream named by a fresh id: decided on as empty without a read (its append expects no stream). */
  assumeNew?: boolean;
}

export interface Decided<Result> {
  /** New events per stream, in the order of the command's `streams` (an empty list for a stream left as it is). */
  events: DomainEvent[][];
  result: Result;
}

export interface AcrossStreamsCommand<Result> {
  streams: readonly StreamInDecision[];
  /** Pure: the streams' states, in the order of `streams`, to their new events and the command's result; throws a refusal. */
  decide(states: readonly unknown[]): Decided<Result>;
  context: CommandContext;
}

export interface AcrossStreamsResult<Result> {
  result: Result;
  /** The append that wrote the command's events (undefined when it wrote none): wait for it to be projected. */
  append?: AppendResult;
}

/** Each lost round means someone else's write landed on one of the streams; enough for a full slot of 50 and room. */
export const ACROSS_ATTEMPTS = 60;

interface Waiting {
  command: AcrossStreamsCommand<unknown>;
  resolve(result: AcrossStreamsResult<unknown>): void;
  reject(error: unknown): void;
}

/** One lane per store: the commands of one process across streams are decided in groups. */
const LANE = '$across-streams';

export function handleAcrossStreams<Result>(store: EventStore, command: AcrossStreamsCommand<Result>): Promise<AcrossStreamsResult<Result>> {
  return new Promise((resolve, reject) => {
    keptStreamsOf(store).together<Waiting>(LANE, { command, resolve: resolve as Waiting['resolve'], reject }, (group) => settleGroup(store, group));
  });
}

interface Known {
  state: unknown;
  revision: bigint | undefined;
  /** Read in this group, or proven by its append: a refusal on it stands. */
  proven: boolean;
}

async function settleGroup(store: EventStore, group: Waiting[]): Promise<void> {
  const folds = keptStreamsOf(store);
  const known = new Map<string, Known>();
  /** Streams whose kept or assumed state turned out wrong: read them next time. */
  const stale = new Set<string>();
  let pending = group;
  for (let attempt = 1; pending.length > 0; ) {
    try {
      await loadStates(store, pending, known, stale);
    } catch (error) {
      for (const w of pending) w.reject(error);
      return;
    }
    // Decide in order, each on the states the one before left.
    const working = new Map([...known].map(([id, k]) => [id, k.state]));
    const decided: { waiting: Waiting; result: unknown; streams: string[] }[] = [];
    const again: Waiting[] = [];
    const appends = new Map<string, StreamAppend>();
    for (const waiting of pending) {
      const { command } = waiting;
      const unproven = command.streams.filter((s) => !known.get(s.streamId)!.proven);
      let outcome: Decided<unknown>;
      try {
        outcome = command.decide(command.streams.map((s) => working.get(s.streamId)));
      } catch (error) {
        if (unproven.length === 0) waiting.reject(error);
        else again.push(waiting), unproven.forEach((s) => stale.add(s.streamId));
        continue;
      }
      const touched = command.streams.filter((_, i) => (outcome.events[i] ?? []).length > 0);
      if (touched.length === 0 && unproven.length > 0) {
        again.push(waiting);
        unproven.forEach((s) => stale.add(s.streamId));
        continue;
      }
      command.streams.forEach((s, i) => {
        const events = outcome.events[i] ?? [];
        if (events.length === 0) return;
        working.set(s.streamId, events.reduce((state, e) => s.decider.evolve(state, e), working.get(s.streamId)));
        const before = known.get(s.streamId)!;
        const append = appends.get(s.streamId) ?? { streamId: s.streamId, events: [], expected: before.revision ?? 'no_stream' };
        appends.set(s.streamId, { ...append, events: [...append.events, ...events.map((e) => toNewEvent(e, command.context))] });
      });
      decided.push({ waiting, result: outcome.result, streams: touched.map((s) => s.streamId) });
    }

    if (appends.size === 0) {
      for (const d of decided) d.waiting.resolve({ result: d.result });
      pending = again;
      continue;
    }
    const list = [...appends.values()];
    try {
      const results = await store.appendToStreams(list);
      list.forEach((a, i) => {
        const revision = results[i]!.nextExpectedRevision;
        const state = working.get(a.streamId);
        known.set(a.streamId, { state, revision, proven: true });
        const owner = ownerOf(pending, a.streamId);
        if (owner) folds.set(a.streamId, { owner, revision, state });
      });
      const position = results.reduce((last, r) => (r.position.commit > last.position.commit || (r.position.commit === last.position.commit && r.position.prepare > last.position.prepare) ? r : last));
      for (const d of decided) d.waiting.resolve(d.streams.length > 0 ? { result: d.result, append: position } : { result: d.result });
      // Those refused on an unproven state are decided again: most of their streams are now proven.
      pending = again;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= ACROSS_ATTEMPTS) {
        for (const w of pending) w.reject(error);
        return;
      }
      attempt++;
      stale.add(error.streamId);
      folds.forget(error.streamId);
    }
  }
}

/** Every stream of the pending commands: from this group, from the process's folds, assumed new, or read. */
async function loadStates(store: EventStore, pending: readonly Waiting[], known: Map<string, Known>, stale: Set<string>): Promise<void> {
  const folds = keptStreamsOf(store);
  const toRead = new Map<string, StreamInDecision>();
  for (const { command } of pending) {
    for (const s of command.streams) {
      if (stale.has(s.streamId)) {
        toRead.set(s.streamId, s);
        continue;
      }
      if (known.has(s.streamId)) continue;
      const kept = folds.get<unknown>(s.streamId, s.decider);
      if (kept) known.set(s.streamId, { state: kept.state, revision: kept.revision, proven: false });
      else if (s.assumeNew) known.set(s.streamId, { state: s.decider.initialState(), revision: undefined, proven: false });
      else toRead.set(s.streamId, s);
    }
  }
  await Promise.all(
    [...toRead.values()].map(async (s) => {
      // Read on from this process's fold when there is one (a slot's or a coupon's, long streams).
      const read = await readState(store, s.streamId, s.decider, folds);
      known.set(s.streamId, { ...read, proven: true });
      stale.delete(s.streamId);
    }),
  );
}

/** The decider that folds the stream, for the process's kept state. */
function ownerOf(pending: readonly Waiting[], streamId: string): object | undefined {
  for (const { command } of pending) for (const s of command.streams) if (s.streamId === streamId) return s.decider;
  return undefined;
}
