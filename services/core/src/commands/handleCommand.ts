/**
 * The write path of DESIGN.md, steps 3: read the stream, fold it, decide, append with the
 * revision read as the expected revision. A concurrent writer makes the append fail; the
 * whole cycle is then retried on fresh state a bounded number of times before the
 * conflict goes to the caller (409).
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
  revision: bigint;
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
  for (let attempt = 1; ; attempt++) {
    let state: State;
    let revision: bigint | undefined;
    if (attempt === 1 && given) {
      ({ state, revision } = given);
    } else {
      // A hot stream reads on from the revision this process folded up to.
      const known = hot?.get<State>(streamId, decider);
      const recorded = await store.readStream(streamId, known ? { fromRevision: known.revision + 1n } : {});
      state = known?.state ?? decider.initialState();
      for (const e of recorded) state = decider.evolve(state, toDomainEvent(e) as Event);
      revision = recorded.at(-1)?.revision ?? known?.revision;
      if (hot && recorded.length > 0) hot.set(streamId, { owner: decider, revision: revision!, state });
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state };
    const expected = revision ?? 'no_stream';
    try {
      const append = await store.append(streamId, events.map((e) => toNewEvent(e, context)), expected);
      for (const e of events) state = decider.evolve(state, e);
      if (hot) {
        // Folded on only when the append sits right after what we read (not an idempotent replay of older events).
        const contiguous = append.nextExpectedRevision === (revision ?? -1n) + BigInt(events.length);
        if (contiguous) hot.set(streamId, { owner: decider, revision: append.nextExpectedRevision, state });
        else hot.forget(streamId);
      }
      return { events, state, append };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
    }
  }
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
