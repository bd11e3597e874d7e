/**
 * The catalogue's simple records (cities, locations, categories, category services,
 * teams) share one life: created, updated, removed. One decider serves them all, typed
 * per record: `CityCreated`, `CityUpdated`, `CityRemoved`, each carrying the record's id
 * and its whole data, in the stream `<prefix>-<id>`.
 */
import { DomainError, type Decider } from '../commands/decider.js';

export type RecordEvent<Name extends string, Data> =
  | { type: `${Name}Created`; data: { id: string } & Data }
  | { type: `${Name}Updated`; data: { id: string } & Data }
  | { type: `${Name}Removed`; data: { id: string } };

export type RecordCommand<Data> =
  | { type: 'Create'; id: string; data: Data }
  | { type: 'Update'; id: string; data: Data }
  | { type: 'Remove'; id: string };

export type RecordState<Data> = { status: 'absent' } | { status: 'active'; data: Data } | { status: 'removed' };

export interface RecordKind<Name extends string, Data> {
  name: Name;
  /** Human name for messages: 'City', 'Category service'. */
  label: string;
  streamId(id: string): string;
  eventTypes: readonly [`${Name}Created`, `${Name}Updated`, `${Name}Removed`];
  decider: Decider<RecordCommand<Data>, RecordEvent<Name, Data>, RecordState<Data>>;
}

export function recordKind<Name extends string, Data extends object>(name: Name, label: string, streamPrefix: string): RecordKind<Name, Data> {
  const created = `${name}Created` as const;
  const updated = `${name}Updated` as const;
  const removed = `${name}Removed` as const;
  const missing = () => new DomainError('not_found', `${label} not found.`);
  type Event = RecordEvent<Name, Data>;

  const decide = (command: RecordCommand<Data>, state: RecordState<Data>): Event[] => {
    switch (command.type) {
      case 'Create':
        if (state.status !== 'absent') throw new DomainError('conflict', `${label} already exists.`);
        return [{ type: created, data: { id: command.id, ...command.data } } as Event];
      case 'Update':
        if (state.status !== 'active') throw missing();
        if (JSON.stringify(state.data) === JSON.stringify(command.data)) return [];
        return [{ type: updated, data: { id: command.id, ...command.data } } as Event];
      case 'Remove':
        if (state.status !== 'active') throw missing();
        return [{ type: removed, data: { id: command.id } } as Event];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  };

  const evolve = (state: RecordState<Data>, event: Event): RecordState<Data> => {
    if (event.type === removed) return { status: 'removed' };
    const { id: _, ...data } = event.data as { id: string } & Data;
    return { status: 'active', data: data as unknown as Data };
  };

  return {
    name,
    label,
    streamId: (id) => `${streamPrefix}-${id}`,
    eventTypes: [created, updated, removed],
    decider: { decide, evolve, initialState: () => ({ status: 'absent' }) },
  };
}
