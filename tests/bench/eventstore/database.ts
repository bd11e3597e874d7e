/**
 * What the benchmark asks of the database itself: the server's version and the settings
 * that decide commit cost, a checkpoint between runs, and how much each contender stored.
 */
import type { Pool } from '@app/core/db/pool';
import { contenderTables, type ContenderName } from './contenders.js';

export interface PostgresInfo {
  version: string;
  settings: Record<string, string>;
}

const SETTINGS = ['fsync', 'synchronous_commit', 'wal_sync_method', 'full_page_writes', 'commit_delay', 'shared_buffers', 'max_wal_size', 'max_connections'];

export async function postgresInfo(pool: Pool): Promise<PostgresInfo> {
  const version = (await pool.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;
  const { rows } = await pool.query<{ name: string; setting: string; unit: string | null }>(
    'SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)',
    [SETTINGS],
  );
  return { version, settings: Object.fromEntries(rows.map((r) => [r.name, r.unit ? `${r.setting} (${r.unit})` : r.setting])) };
}

/**
 * Flushes dirty pages so no contender pays for a checkpoint another one triggered, and
 * restarts the checkpoint timer so none falls inside a timed run. Needs a superuser;
 * without one the runs are only a little noisier.
 */
export async function checkpoint(pool: Pool): Promise<void> {
  await pool.query('CHECKPOINT').catch(() => {});
}

/**
 * Settles the log before `$all` is read: hint bits set and the visibility map built, as
 * autovacuum leaves a table in the normal course. Without it the catch-up figure mostly
 * measures whether autovacuum happened to be busy with the contenders' tables.
 */
export async function vacuum(pool: Pool): Promise<void> {
  await pool.query('VACUUM (ANALYZE)');
}

export interface StorageFigures {
  rows: number;
  /** Heap, TOAST and every index, over all partitions. */
  totalBytes: number;
  indexes: number;
  bytesPerRow: number;
}

export async function storageOf(pool: Pool, contender: ContenderName): Promise<StorageFigures> {
  let rows = 0;
  let totalBytes = 0;
  let indexes = 0;
  for (const table of contenderTables[contender]) {
    // pg_partition_tree lists nothing for a table that is not partitioned: take the table.
    const { rows: r } = await pool.query<{ n: bigint; bytes: bigint; indexes: bigint }>(
      `WITH leaves AS (
         SELECT relid FROM pg_partition_tree($1::regclass) WHERE isleaf
         UNION SELECT $1::regclass WHERE (SELECT relkind FROM pg_class WHERE oid = $1::regclass) = 'r')
       SELECT (SELECT count(*) FROM ${table}) AS n,
              (SELECT sum(pg_total_relation_size(relid)) FROM leaves)::bigint AS bytes,
              (SELECT count(*) FROM pg_index WHERE indrelid IN (SELECT relid FROM leaves)) AS indexes`,
      [table],
    );
    // Rows of the main table only (emmett's streams table holds one row per stream).
    if (table === contenderTables[contender][0]) rows = Number(r[0]!.n);
    totalBytes += Number(r[0]!.bytes);
    indexes += Number(r[0]!.indexes);
  }
  return { rows, totalBytes, indexes, bytesPerRow: rows > 0 ? totalBytes / rows : 0 };
}
