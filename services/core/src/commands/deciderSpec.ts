/**
 * Decider tests that read as specifications:
 *   given([events]).when(command).then([events])   or   .thenThrows(code)
 */
import { expect } from 'vitest';
import { DomainError, type Decider, type DomainEvent } from './decider.js';

export function deciderSpec<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return {
    given(history: Event[]) {
      const state = history.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: DomainError['code'], message?: string | RegExp) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown, 'the decider should have refused').toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
              if (message) expect((thrown as DomainError).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}
