/**
 * The shape of every aggregate: a pure `decide` that turns a command and the
 * current state into new events, and a pure `evolve` that folds events into state. The
 * clock and new ids never come from inside: they arrive in the command.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  /** Returns a new state; never changes the one it is given (a process keeps folded states between commands: keptStreams.ts). */
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** Who asked, and when: becomes every resulting event's metadata. */
export interface CommandContext {
  actor: string | null;
  role: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO timestamp of the request: the only clock a decision sees. */
  now: string;
}

/**
 * A rule of the domain said no. `code` picks the HTTP status (one table, in the api);
 * `field`, when given, puts the message on that form field.
 */
export type DomainErrorCode = 'not_found' | 'conflict' | 'invalid' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A rule's refusal (its reason, or null when the command may go on) as a 409. */
export function enforce(reason: string | null): void {
  if (reason) throw new DomainError('conflict', reason);
}

export function fold<Event extends DomainEvent, State>(decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>, events: readonly Event[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}
