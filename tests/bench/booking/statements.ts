/**
 * What PostgreSQL did for the timed load: pg_stat_statements over the bench's database
 * and pg_stat_wal over the server,
 * reset just before the load and read just after, as statements per booking and the share
 * of the server's execution time each took. `npm run bench:*` loads the extension in its
 * throwaway PostgreSQL (scripts/services/throwaway.ts); elsewhere this reports nothing.
 */
import type { Pool } from '@app/core/db/pool';

export interface StatementFigure {
  /** The statement's text, whitespace folded, cut to 140 characters. */
  query: string;
  calls: number;
  perBooking: number;
  totalMs: number;
  /** Its share of all the database's execution time in the window. */
  share: number;
  meanMs: number;
  /** Its planning per booking (PLANNED_EACH_RUN statements plan at every call), ms; 0 when not tracked. */
  planMsPerBooking: number;
}

export interface StatementsReport {
  perBooking: number;
  executionMsPerBooking: number;
  /** Planning, when the server tracks it (pg_stat_statements.track_planning); 0 otherwise. */
  planningMsPerBooking: number;
  top: StatementFigure[];
  /** The server's write-ahead log per booking (pg_stat_wal; the whole server, so any other database's share too). */
  wal: { records: number; fullPageImages: number; kB: number; writes: number; syncs: number };
}

/** True when the extension is loaded (and now created in this database); its counters start again. */
export async function resetStatements(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ loaded: boolean }>(`SELECT 'pg_stat_statements' = ANY(string_to_array(current_setting('shared_preload_libraries'), ',')) AS loaded`);
  if (!rows[0]?.loaded) return false;
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await pool.query('SELECT pg_stat_statements_reset()');
  await pool.query(`SELECT pg_stat_reset_shared('wal')`);
  return true;
}

export async function readStatements(pool: Pool, bookings: number, top = Number(process.env.BENCH_TOP_STATEMENTS ?? 20)): Promise<StatementsReport> {
  const { rows } = await pool.query<{ query: string; calls: string; total: number; mean: number; planning: number }>(
    `SELECT query, calls, total_exec_time AS total, mean_exec_time AS mean, total_plan_time AS planning
       FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
      WHERE d.datname = current_database()
      ORDER BY total_exec_time + total_plan_time DESC`,
  );
  const wal = (
    await pool.query<{ records: string; fpi: string; bytes: string; writes: string; syncs: string }>(
      'SELECT wal_records AS records, wal_fpi AS fpi, wal_bytes AS bytes, wal_write AS writes, wal_sync AS syncs FROM pg_stat_wal',
    )
  ).rows[0]!;
  const per = (n: number) => (bookings > 0 ? n / bookings : 0);
  const allMs = rows.reduce((sum, r) => sum + r.total, 0);
  const allCalls = rows.reduce((sum, r) => sum + Number(r.calls), 0);
  return {
    perBooking: per(allCalls),
    executionMsPerBooking: per(allMs),
    planningMsPerBooking: per(rows.reduce((sum, r) => sum + r.planning, 0)),
    wal: {
      records: per(Number(wal.records)),
      fullPageImages: per(Number(wal.fpi)),
      kB: per(Number(wal.bytes) / 1024),
      writes: per(Number(wal.writes)),
      syncs: per(Number(wal.syncs)),
    },
    top: rows.slice(0, top).map((r) => ({
      query: r.query.replace(/\s+/g, ' ').slice(0, 140),
      calls: Number(r.calls),
      perBooking: per(Number(r.calls)),
      totalMs: r.total,
      share: allMs > 0 ? r.total / allMs : 0,
      meanMs: r.mean,
      planMsPerBooking: per(r.planning),
    })),
  };
}
