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

export interface HandleResult<Event extends DomainEvent, State> {
  /** The new events (empty when the command changed nothing). */
  events: Event[];
  state: State;
  /** Undefined when nothing was appended. */
  append?: AppendResult;
}

export interface HandleOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
}

export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<HandleResult<Event, State>> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    let state = decider.initialState();
    for (const e of recorded) state = decider.evolve(state, toDomainEvent(e) as Event);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state };
    const expected = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision;
    try {
      const append = await store.append(streamId, events.map((e) => toNewEvent(e, context)), expected);
      for (const e of events) state = decider.evolve(state, e);
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
