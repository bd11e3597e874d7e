/**
 * A pg client that prepares its parameterised statements once per connection, named by a
 * hash of their text, so PostgreSQL plans each one once instead of at every run. Bounds,
 * the retry after a changed result type and the measurements: docs/architecture.md,
 * "Connections and statements".
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Starts a statement whose good plan depends on its parameters: typically an array it
 * unnests, joined to a table that grows. Such a statement runs unnamed, so PostgreSQL
 * plans it at each run for the array's real length and the tables' current size.
 * Prepared, it kept the generic plan made when it first ran, for the tables as they were
 * then (small, or empty after a rebuild): a hash join over the whole table, every batch,
 * until an ANALYZE happened to replace it. Replaying 16,000 bookings into the bookings
 * projection, a batch went from 5 to 14 ms as the table grew; planned at each run it
 * stayed at 5 ms.
 */
export const PLANNED_EACH_RUN = '/* planned each run */ ';

const MAX_PREPARED = 500;
/** Statement names by text, shared by all connections (the texts are the code's own). */
const names = new Map<string, string>();
const MAX_NAMES = 5_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/** SQLSTATE of "cached plan must not change result type". */
const FEATURE_NOT_SUPPORTED = '0A000';

class Preparing extends pg.Client {
  private readonly prepared = new Set<string>();
  private readonly unnamed = new Set<string>();

  private nameFor(text: string): string | undefined {
    if (this.unnamed.has(text)) return undefined;
    const name = nameOf(text);
    if (this.prepared.has(name)) return name;
    if (this.prepared.size >= MAX_PREPARED) return undefined;
    this.prepared.add(name);
    return name;
  }

  // pg's query has many overloads; this one only rewrites (text, values[, callback]). Its
  // callers see pg.Client's typed overloads (PreparingClient below), not this `any`.
  override query(...args: unknown[]): any {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || text.startsWith(PLANNED_EACH_RUN)) return this.plain(...args);
    const name = this.nameFor(text);
    if (!name) return this.plain(...args);
    if (typeof callback === 'function') return this.plain({ name, text, values }, callback);
    return (this.plain({ name, text, values }) as Promise<unknown>).catch((error: { code?: string }) => this.unprepared(error, text, values));
  }

  /** pg's own query, without a function bound per call. */
  private plain(...args: unknown[]): never {
    return (super.query as (...a: unknown[]) => never).apply(this, args);
  }

  private unprepared(error: { code?: string }, text: string, values: unknown[]): unknown {
    if (error?.code !== FEATURE_NOT_SUPPORTED) throw error;
    this.unnamed.add(text);
    // The status the statement before it left: inside a transaction (pipelined or not) it is not idle.
    if (this.getTransactionStatus() !== 'I') throw error;
    return this.plain(text, values);
  }
}

/** Used as pg.Client is: the same constructor options and the same typed `query`. */
export const PreparingClient: typeof pg.Client = Preparing;
