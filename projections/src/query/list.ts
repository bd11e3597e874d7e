/**
 * One way to read a page of a read-model table: optional text search over chosen
 * columns, sort by a whitelisted column, offset and limit, the total in the same query.
 * Column and table names come from code, never from the request.
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
  total: number;
}

export interface ListSource {
  /** A table or a parenthesised SELECT with an alias, exposing the listed columns. */
  from: string;
  /** Columns the `search` text is matched against (case-insensitive substring). */
  searchColumns: readonly string[];
  /** Sortable columns: API name to SQL expression. */
  sortable: Readonly<Record<string, string>>;
  defaultSort: string;
  idColumn?: string;
  /** Extra conditions with their parameters, numbered from $1. */
  where?: { sql: string; params: unknown[] };
}

export async function listRows<T>(db: Pick<pg.Pool, 'query'>, source: ListSource, request: ListRequest): Promise<ListPage<T>> {
  const params: unknown[] = [...(source.where?.params ?? [])];
  const conditions: string[] = source.where ? [`(${source.where.sql})`] : [];
  if (request.search) {
    params.push(`%${request.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(${source.searchColumns.map((c) => `${c}::text ILIKE $${params.length}`).join(' OR ')})`);
  }
  if (request.ids) {
    params.push(request.ids);
    conditions.push(`${source.idColumn ?? 'id'}::text = ANY($${params.length}::text[])`);
  }
  const sortExpression = (request.sort && source.sortable[request.sort.field]) ?? source.defaultSort;
  const order = request.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  let sql = `SELECT *, count(*) OVER () AS _total FROM ${source.from} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
             ORDER BY ${sortExpression} ${order}, ${source.idColumn ?? 'id'} ASC`;
  if (request.offset) {
    params.push(request.offset);
    sql += ` OFFSET $${params.length}`;
  }
  if (request.limit !== undefined) {
    params.push(request.limit);
    sql += ` LIMIT $${params.length}`;
  }
  const { rows } = await db.query(sql, params);
  let total = rows.length ? Number(rows[0]._total) : 0;
  if (!rows.length && request.offset) {
    // Past the last page: count(*) OVER () saw no rows, so count separately.
    const counted = await db.query(`SELECT count(*)::int AS n FROM ${source.from} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`, params.slice(0, params.length - (request.limit !== undefined ? 2 : 1)));
    total = counted.rows[0].n;
  }
  return { rows: rows.map(({ _total, ...row }) => row as T), total };
}
