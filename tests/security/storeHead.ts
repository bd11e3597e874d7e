/** The event store's head as a string, so "nothing was appended" is a plain equality. */
import type { EventStore } from '@app/core/eventstore';

export const storeHead = async (store: EventStore): Promise<string> =>
  JSON.stringify(await store.headPosition(), (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
