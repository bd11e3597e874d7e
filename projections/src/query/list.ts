/**
 * One way to read a page of a read-model table: optional text search, sort by a
 * whitelisted column, offset and limit, and the total. Column and table names come from
 * code, never from the request.
 *
 * The total is its own query, not `count(*) OVER ()` on the page: a window count makes
 * PostgreSQL read every matching row before it can return ten, which at a million
 * bookings is seconds. A source may also know totals without counting (`knownTotal`).
 */
import type pg from 'pg';

export interface ListRequest {
  offset?: number;
  limit?: number;
  search?: string;
  ids?: string[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface ListPage<T> {
  rows: T[];
  /** The number of rows in all pages, unless `totalRelation` says otherwise. */
  total: number;
  /**
   * When the total was not counted to the end: 'more', there are more than `total` rows
   * (the count stopped there); 'about', `total` is an estimate.
   */
  totalRelation?: 'more' | 'about';
  /** With `totalRelation`: whether a page follows this one. */
  hasNextPage?: boolean;
}

/**
 * Where the `search` text is looked for (case-insensitive substring): in some columns, or
 * in one lower-cased column holding them all, so that a trigram index on it serves the
 * search (see the bookings table).
 */
type SearchIn = { searchColumns: readonly string[]; searchColumn?: never } | { searchColumn: string; searchColumns?: never };

export type ListSource = SearchIn & {
  /** A table or a parenthesised SELECT with an alias, exposing the listed columns. */
  from: string;
  /** The select list of a page (default `*`). */
  columns?: string;
  /** Sortable columns: API name to SQL expression. */
  sortable: Readonly<Record<string, string>>;
  defaultSort: string;
  idColumn?: string;
  /** Extra conditions with their parameters, numbered from $1. */
  where?: { sql: string; params: unknown[] };
  /**
   * Find the page's ids first and then their rows (a "deferred join"): the offset is
   * walked in an index of (sort column, id) alone, so a deep page of a large table does
   * not read a full row for every row it skips.
   */
  deferredJoin?: boolean;
  /** A total known without counting, for a request without search or ids; undefined to count. */
  knownTotal?: (db: Pick<pg.Pool, 'query'>) => Promise<number | undefined>;
};

export async function listRows<T>(db: Pick<pg.Pool, 'query'>, source: ListSource, request: ListRequest): Promise<ListPage<T>> {
  const params: unknown[] = [...(source.where?.params ?? [])];
  const conditions: string[] = source.where ? [`(${source.where.sql})`] : [];
  if (request.search) {
    const like = `%${request.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (source.searchColumn) {
      params.push(like.toLowerCase());
      conditions.push(`${source.searchColumn} LIKE $${params.length}`);
    } else {
      params.push(like);
      conditions.push(`(${(source.searchColumns ?? []).map((c) => `${c}::text ILIKE $${params.length}`).join(' OR ')})`);
    }
  }
  if (request.ids) {
    params.push(request.ids);
    conditions.push(`${source.idColumn ?? 'id'}::text = ANY($${params.length}::text[])`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const id = source.idColumn ?? 'id';
  // Own keys only: a field named like an Object.prototype member (`__proto__`, `constructor`) is not a column.
  const sortable = request.sort && Object.hasOwn(source.sortable, request.sort.field) ? source.sortable[request.sort.field] : undefined;
  const sortExpression = sortable ?? source.defaultSort;
  const order = request.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  // The tie-break runs the same way as the sort, so one index of (sort column, id) can
  // be read in a single direction for either order.
  const orderBy = `ORDER BY ${sortExpression} ${order}, ${id} ${order}`;

  const pageParams = [...params];
  let window = '';
  if (request.offset) window += ` OFFSET $${pageParams.push(request.offset)}`;
  if (request.limit !== undefined) window += ` LIMIT $${pageParams.push(request.limit)}`;
  const columns = source.columns ?? '*';
  const pageSql = source.deferredJoin
    ? `SELECT ${columns} FROM ${source.from} WHERE ${id} IN (SELECT ${id} FROM ${source.from} ${where} ${orderBy}${window}) ${orderBy}`
    : `SELECT ${columns} FROM ${source.from} ${where} ${orderBy}${window}`;

  const known = !request.search && !request.ids && source.knownTotal ? source.knownTotal(db) : Promise.resolve(undefined);
  const [{ rows }, knownTotal] = await Promise.all([db.query(pageSql, pageParams), known]);
  let total = knownTotal;
  if (total === undefined) {
    // A page shorter than asked, with no offset, is the whole result: nothing to count.
    const complete = !request.offset && (request.limit === undefined || rows.length < request.limit);
    total = complete ? rows.length : Number((await db.query(`SELECT count(*) AS n FROM ${source.from} ${where}`, params)).rows[0].n);
  }
  return { rows: rows as T[], total };
}
