/**
 * A digest of every live read-model table: its row count and the md5 of its rows, each
 * row as PostgreSQL's text of the record, sorted. Two digests are equal exactly when the
 * tables hold the same rows. Of the `_projection` bookkeeping table only the name and the
 * version count: its `updated_at` says when, and its checkpoint, once the log is read to
 * the end, is the oldest transaction then in flight anywhere in the cluster, so it moves
 * on with the clock too.
 */
import type { Pool } from '@app/core/db/pool';

export type Digest = Record<string, { rows: number; md5: string | null }>;

export async function readModelDigest(pool: Pool): Promise<Digest> {
  const { rows: tables } = await pool.query<{ schema: string; table: string }>(
    `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
      WHERE table_schema LIKE 'rm\\_%' AND table_schema NOT LIKE '%\\_\\_build' AND table_type = 'BASE TABLE'
      ORDER BY 1, 2`,
  );
  const digest: Digest = {};
  for (const { schema, table } of tables) {
    const source = table === '_projection' ? `(SELECT name, version FROM "${schema}"._projection)` : `"${schema}"."${table}"`;
    const { rows } = await pool.query<{ n: string; md5: string | null }>(`SELECT count(*) AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM ${source} t`);
    digest[`${schema}.${table}`] = { rows: Number(rows[0]!.n), md5: rows[0]!.md5 };
  }
  return digest;
}
