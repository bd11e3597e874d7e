/**
 * The write path of DESIGN.md, steps 3: read the stream, fold it, decide, append with the
 * revision read as the expected revision. A concurrent writer makes the append fail; the
 * whole cycle is then retried on fresh state a bounded number of times before the
 * conflict goes to the caller (409).
 *
 * A state the caller already holds (`known`) or this process folded (a hot stream) is
 * decided on without reading first: the append's expected revision proves it current, or
 * fails and the retry reads. Only an append can prove it, so a refusal or an empty
 * decision on such a state is checked against a fresh read before it is believed.
 */
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../eventstore/errors.js';
import type { AppendResult, EventStore, NewEvent, RecordedEvent } from '../eventstore/port.js';
import type { CommandContext, Decider, DomainEvent } from './decider.js';
import { hotStreamsOf, type HotStreams } from './hotStreams.js';

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
   * A stream many commands write to (hotStreams.ts): keep its folded state in this process
   * and run this process's commands on it one at a time. Only for deciders whose `evolve`
   * never changes the state it is given.
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
  if (!options.hot) return decideAndAppend(store, streamId, decider, command, context, attempts, undefined, options.known);
  const hot = hotStreamsOf(store);
  return hot.inTurn(streamId, () => decideAndAppend(store, streamId, decider, command, context, attempts, hot, options.known));
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  attempts: number,
  hot: HotStreams | undefined,
  given: KnownState<State> | undefined,
): Promise<HandleResult<Event, State>> {
  // Decided on first without a read: the caller's state, else this process's fold.
  let unread: KnownState<State> | undefined = given ?? hot?.get<State>(streamId, decider);
  for (let attempt = 1; ; ) {
    const read = unread === undefined;
    const { state: before, revision } = unread ?? (await readState(store, streamId, decider, hot));
    unread = undefined;
    let events: Event[];
    try {
      events = decider.decide(command, before);
    } catch (error) {
      if (read) throw error;
      continue; // a refusal of a state nobody proved current: read, and decide again
    }
    if (events.length === 0) {
      if (read) return { events, state: before };
      continue;
    }
    try {
      const append = await store.append(streamId, events.map((e) => toNewEvent(e, context)), revision ?? 'no_stream');
      let state = before;
      for (const e of events) state = decider.evolve(state, e);
      if (hot) {
        // Folded on only when the append sits right after the state decided on (not an idempotent replay of older events).
        const contiguous = append.nextExpectedRevision === (revision ?? -1n) + BigInt(events.length);
        if (contiguous) hot.set(streamId, { owner: decider, revision: append.nextExpectedRevision, state });
        else hot.forget(streamId);
      }
      return { events, state, append };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
      attempt++;
    }
  }
}

/** The stream's state now: read whole, or (a hot stream) on from the revision this process folded up to. */
async function readState<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>,
  hot: HotStreams | undefined,
): Promise<KnownState<State>> {
  const folded = hot?.get<State>(streamId, decider);
  const recorded = await store.readStream(streamId, folded ? { fromRevision: folded.revision + 1n } : {});
  let state = folded?.state ?? decider.initialState();
  for (const e of recorded) state = decider.evolve(state, toDomainEvent(e) as Event);
  const revision = recorded.at(-1)?.revision ?? folded?.revision;
  if (hot && recorded.length > 0) hot.set(streamId, { owner: decider, revision: revision!, state });
  return { state, revision };
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
