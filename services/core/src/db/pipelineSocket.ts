/**
 * The socket under a pg client's connection. Pipelined queries cork it while they pile
 * up, so they leave in one write (each write wakes the server: that is the cost they
 * save). pg does not expose it: undefined if its internals change, and the queries then
 * still work, one write each.
 */
import type pg from 'pg';

export interface Corkable {
  cork(): void;
  uncork(): void;
}

export function corkableSocket(client: pg.Client): Corkable | undefined {
  const stream = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  return stream?.cork && stream.uncork ? (stream as Corkable) : undefined;
}
