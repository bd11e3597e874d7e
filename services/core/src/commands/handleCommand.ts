/**
 * The write path of one stream: read it, fold it, decide, append with the revision read as
 * the expected revision; a concurrent writer fails the append and the cycle is retried on
 * fresh state a bounded number of times before the conflict goes to the caller (409).
 * Kept states and group commit (keptStreams.ts): docs/architecture.md, "Commands: kept
 * states and group commit".
 */
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../eventstore/errors.js';
import type { AppendResult, EventStore, NewEvent, RecordedEvent } from '../eventstore/port.js';
import type { CommandContext, Decider, DomainEvent } from './decider.js';
import { keptStreamsOf, type KeptStreams } from './keptStreams.js';

export interface HandleResult<Event extends DomainEvent, State> {
  /** The new events (empty when the command changed nothing). */
  events: Event[];
  state: State;
  /** Undefined when nothing was appended. */
  append?: AppendResult;
}

/** A stream's state as the caller's own append left it: its fold and its revision then. */
export interface KnownState<State> {
  state: State;
  /** Undefined: the stream does not exist yet (a new booking's, named by a fresh uuid). */
  revision: bigint | undefined;
}

export interface HandleOptions<State = unknown> {
  /** Attempts in all, the first included. */
  attempts?: number;
  /**
   * The stream as the caller just left it (a command that follows the caller's own
   * append, such as a booking's first payment request right after it was placed): the
   * first attempt decides on it without reading the stream. Someone else's write in
   * between makes that append conflict, and the retries read as usual.
   */
  known?: KnownState<State>;
  /**
   * A stream many commands write to at once (keptStreams.ts): this process's commands on it
   * are decided and appended in groups. `known` does not apply.
   */
  hot?: boolean;
}

export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: HandleOptions<State> = {},
): Promise<HandleResult<Event, State>> {
  const attempts = options.attempts ?? 5;
  if (!options.hot) return handleCommands(store, streamId, decider, [command], context, options);
  const folds = keptStreamsOf(store);
  return new Promise((resolve, reject) => {
    folds.together(streamId, { decider, command, context, attempts, resolve, reject }, (group) => settleGroup(store, streamId, group));
  });
}

/**
 * Several commands on one stream, decided in order (each on the state the one before
 * left) and appended together, or not at all: the first refusal is thrown and nothing is
 * appended. A booking placed with its first payment request is one append. Not for hot
 * streams.
 */
export async function handleCommands<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  commands: readonly Command[],
  context: CommandContext,
  options: Omit<HandleOptions<State>, 'hot'> = {},
): Promise<HandleResult<Event, State>> {
  const decided = commands.map((command) => ({ command, context }));
  const outcomes = await decideTogether(store, streamId, decider, decided, options.attempts ?? 5, options.known, true);
  const results = outcomes as HandleResult<Event, State>[];
  const last = results.at(-1)!;
  return { events: results.flatMap((r) => r.events), state: last.state, append: results.find((r) => r.append)?.append };
}

interface Waiting<Command, Event extends DomainEvent, State> {
  decider: Decider<Command, Event, State>;
  command: Command;
  context: CommandContext;
  attempts: number;
  resolve(result: HandleResult<Event, State>): void;
  reject(error: unknown): void;
}

/**
 * A hot stream's turn: its waiting commands, in runs of the same decider, each run decided
 * and appended together. (The queue may hold commands of several deciders, typed here as
 * the caller's; each run is of one.)
 */
async function settleGroup<Command, Event extends DomainEvent, State>(store: EventStore, streamId: string, group: Waiting<Command, Event, State>[]): Promise<void> {
  for (let start = 0; start < group.length; ) {
    const { decider } = group[start]!;
    let end = start + 1;
    while (end < group.length && group[end]!.decider === decider) end++;
    const run = group.slice(start, end);
    start = end;
    const attempts = Math.max(...run.map((w) => w.attempts));
    try {
      const outcomes = await decideTogether(store, streamId, decider, run, attempts, undefined);
      outcomes.forEach((outcome, i) => ('error' in outcome ? run[i]!.reject(outcome.error) : run[i]!.resolve(outcome)));
    } catch (error) {
      for (const w of run) w.reject(error);
    }
  }
}

type Outcome<Event extends DomainEvent, State> = HandleResult<Event, State> | { error: unknown };

/**
 * Decides the commands in order, each on the state the one before left, and appends all
 * their events at once with the revision decided on; retried on fresh state after a
 * concurrent write, up to `attempts` in all. Answers an outcome per command: its events
 * and state, or its own refusal (`allOrNothing`: the first refusal is thrown instead, and
 * nothing is appended). Throws what makes the whole append fail.
 */
async function decideTogether<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  commands: readonly { command: Command; context: CommandContext }[],
  attempts: number,
  given: KnownState<State> | undefined,
  allOrNothing = false,
): Promise<Outcome<Event, State>[]> {
  const folds = keptStreamsOf(store);
  // Decided on first without a read: the caller's state, else this process's fold.
  let unread: KnownState<State> | undefined = given ?? folds.get<State>(streamId, decider);
  for (let attempt = 1; ; ) {
    const read = unread === undefined;
    const { state: before, revision } = unread ?? (await readState(store, streamId, decider, folds));
    unread = undefined;
    let state = before;
    const outcomes: Outcome<Event, State>[] = [];
    const appended: NewEvent[] = [];
    for (const { command, context } of commands) {
      try {
        const events = decider.decide(command, state);
        for (const e of events) state = decider.evolve(state, e);
        outcomes.push({ events, state });
        appended.push(...events.map((e) => toNewEvent(e, context)));
      } catch (error) {
        outcomes.push({ error });
      }
    }
    // A refusal or an empty decision on a state nobody proved current: read, and decide again.
    if (!read && outcomes.some((o) => 'error' in o || o.events.length === 0)) continue;
    const refused = allOrNothing ? outcomes.find((o) => 'error' in o) : undefined;
    if (refused) throw (refused as { error: unknown }).error;
    if (appended.length === 0) return outcomes;
    try {
      const append = await store.append(streamId, appended, revision ?? 'no_stream');
      // Folded on only when the append sits right after the state decided on (not an idempotent replay of older events).
      const contiguous = append.nextExpectedRevision === (revision ?? -1n) + BigInt(appended.length);
      if (contiguous) folds.set(streamId, { owner: decider, revision: append.nextExpectedRevision, state });
      else folds.forget(streamId);
      return outcomes.map((o) => ('error' in o || o.events.length === 0 ? o : { ...o, append }));
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
      attempt++;
    }
  }
}

/** The stream's state now: read on from the revision this process folded up to, or whole. */
export async function readState<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>,
  folds: KeptStreams,
): Promise<KnownState<State>> {
  const folded = folds.get<State>(streamId, decider);
  const recorded = await store.readStream(streamId, folded ? { fromRevision: folded.revision + 1n } : {});
  let state = folded?.state ?? decider.initialState();
  for (const e of recorded) state = decider.evolve(state, toDomainEvent(e) as Event);
  const revision = recorded.at(-1)?.revision ?? folded?.revision;
  if (recorded.length > 0) folds.set(streamId, { owner: decider, revision: revision!, state });
  return { state, revision };
}

/**
 * A stream's state as this process knows it: what it kept after its own last append on
 * the stream (keptStreams.ts), else a read (kept in turn). Not proven current: another
 * process may have appended since. Good for a quote or a check that the decision's append
 * proves anyway.
 */
export async function stateAtHand<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>,
): Promise<State> {
  const folds = keptStreamsOf(store);
  const kept = folds.get<State>(streamId, decider);
  return kept ? kept.state : (await readState(store, streamId, decider, folds)).state;
}

/** The current state of a stream, for reads that must see the latest write (not a read model). */
export async function loadState<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>,
): Promise<State> {
  const recorded = await store.readStream(streamId);
  return recorded.reduce((state, e) => decider.evolve(state, toDomainEvent(e) as Event), decider.initialState());
}

export function toNewEvent(event: DomainEvent, context: CommandContext): NewEvent {
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      actor: context.actor,
      role: context.role,
      correlationId: context.correlationId,
      causationId: context.causationId,
      occurredAt: context.now,
    },
  };
}

function toDomainEvent(e: RecordedEvent): DomainEvent {
  return { type: e.type, data: e.data };
}
