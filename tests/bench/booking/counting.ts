/**
 * Statements and commits per process, counted by PostgreSQL itself, so they do not move
 * with the host's speed as bookings/s and CPU ms do.
 *
 * Each process signs in as a role of its own (bench_api, bench_projector: rolesFor), the
 * one thing both counters below can tell apart:
 * - statements: pg_stat_statements' calls by role (it keys its entries on the role, not on
 *   application_name). A string of several statements (`BEGIN; SET LOCAL ...`) counts as
 *   each of them, as the server runs them.
 * - transactions: the server's log with every statement logged (log_statement = all, a
 *   line as each starts; log_min_duration_statement = 0, a line as each ends), each line
 *   prefixed with its role, virtual and real transaction ids (STATEMENT_COUNTING_SETTINGS
 *   in scripts/services/throwaway.ts). A transaction is a virtual id whose lines hold no
 *   error and no ROLLBACK: read-only ones included, as pg_stat_database.xact_commit counts.
 * - commits: the COMMIT records in the write-ahead log of the window (pg_walinspect),
 *   the transactions that wrote, each of which waits for the disk in production. Each is
 *   given to the role whose log lines carried its transaction id.
 *
 * Logging every statement costs each one a few µs of the backend's CPU, so the bench
 * counts in a window of its own after the timed load (the CPU and latency figures are
 * measured without it). The server's log reaches a file through its starter
 * (TEST_PG_LOG_FILE; scripts/services/throwaway.ts).
 */
import { open } from 'node:fs/promises';
import type { Pool } from '@app/core/db/pool';

/** The roles the bench's processes sign in as. */
export const PROCESS_ROLES = { api: 'bench_api', projector: 'bench_projector' } as const;

export interface ProcessCounts {
  statements: number;
  /** Committed transactions, read-only ones included (pg_stat_database.xact_commit's sense). */
  transactions: number;
  /** COMMIT records in the WAL: committed transactions that wrote. */
  commits: number;
  /** Calls per statement text (whitespace folded), most first: where the statements go. */
  byStatement?: { query: string; calls: number }[];
}

/** A log line's prefix (`%u|%v|%x|`) and its message. */
interface LogLine {
  role: string;
  vxid: string;
  txid: string;
  severity: string;
  message: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Creates a login role per process with the server user's password (the bench's server
 * is throwaway; superuser, so the processes work as they did under the server user) and
 * gives the database URL each process is to use.
 */
export async function rolesFor(pool: Pool, url: string): Promise<Record<keyof typeof PROCESS_ROLES, string>> {
  const base = new URL(url);
  const password = decodeURIComponent(base.password);
  const urls = {} as Record<keyof typeof PROCESS_ROLES, string>;
  for (const [process, role] of Object.entries(PROCESS_ROLES) as [keyof typeof PROCESS_ROLES, string][]) {
    const exists = (await pool.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).rowCount;
    // The password can't be a parameter of CREATE ROLE: written in as a literal.
    const literal = `'${password.replace(/'/g, "''")}'`;
    await pool.query(`${exists ? 'ALTER' : 'CREATE'} ROLE ${role} LOGIN SUPERUSER PASSWORD ${literal}`);
    const mine = new URL(url);
    mine.username = role;
    urls[process] = mine.toString();
  }
  return urls;
}

export class StatementCounter {
  private constructor(
    private readonly pool: Pool,
    private readonly logFile: string,
    private readonly offset: number,
    private readonly fromLsn: string,
  ) {}

  /** Starts counting; undefined (and nothing changed) without the server's log file or pg_stat_statements. */
  static async start(pool: Pool, logFile = process.env.TEST_PG_LOG_FILE): Promise<StatementCounter | undefined> {
    if (!logFile) return undefined;
    const { rows } = await pool.query<{ preload: string; prefix: string }>(
      `SELECT current_setting('shared_preload_libraries') AS preload, current_setting('log_line_prefix') AS prefix`,
    );
    const row = rows[0]!;
    if (!row.preload.split(',').map((s) => s.trim()).includes('pg_stat_statements') || row.prefix !== LOG_LINE_PREFIX) return undefined;
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
    // A checkpoint now, so none in the window recycles the WAL it is read from.
    await pool.query('CHECKPOINT');
    await setLogging(pool, true);
    const offset = await sizeOf(logFile);
    const fromLsn = (await pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]!.lsn;
    await pool.query('SELECT pg_stat_statements_reset()');
    return new StatementCounter(pool, logFile, offset, fromLsn);
  }

  /** Stops counting and gives the counts by role; commits whose transaction no log line named are under UNATTRIBUTED. */
  async stop(): Promise<Map<string, ProcessCounts>> {
    const { rows } = await this.pool.query<{ role: string; query: string; calls: string }>(
      `SELECT r.rolname AS role, s.query, s.calls::text AS calls
         FROM pg_stat_statements s JOIN pg_roles r ON r.oid = s.userid JOIN pg_database d ON d.oid = s.dbid
        WHERE d.datname = current_database() ORDER BY s.calls DESC`,
    );
    const toLsn = (await this.pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]!.lsn;
    await setLogging(this.pool, false);
    const commits = await this.pool.query<{ xid: string }>(
      `SELECT xid::text AS xid FROM pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn) WHERE resource_manager = 'Transaction' AND record_type = 'COMMIT'`,
      [this.fromLsn, toLsn],
    );
    return countsByRole(
      rows.map((r) => ({ role: r.role, query: r.query.replace(/\s+/g, ' ').trim(), statements: Number(r.calls) })),
      parseLog(await this.readLog()),
      commits.rows.map((r) => r.xid),
    );
  }

  private async readLog(): Promise<string> {
    // The server's lines reach the file through a pipe and its starter: wait until it stops growing.
    let size = await sizeOf(this.logFile);
    for (let i = 0; i < 50; i++) {
      await sleep(100);
      const now = await sizeOf(this.logFile);
      if (now === size) break;
      size = now;
    }
    const file = await open(this.logFile, 'r');
    try {
      const buffer = Buffer.alloc(size - this.offset);
      await file.read(buffer, 0, buffer.length, this.offset);
      return buffer.toString('utf8');
    } finally {
      await file.close();
    }
  }
}

/**
 * The sandbox gateway runs in the api process and keeps its checkouts in PostgreSQL; in
 * production those statements are the payment provider's HTTP calls (open a checkout, the
 * customer pays on its page, the callback's re-read of the invoice), not our database's.
 * Its statements, and the transactions that touch its table, are counted apart under this
 * name, whichever role sent them.
 */
export const GATEWAY_STAND_IN = '(sandbox gateway)';
const SANDBOX_TABLE = /\bpayments\.sandbox_checkouts\b/i;

/** Commits in the WAL whose transaction id no role's log line carried: a background process's, or a write the log could not place (below). */
export const UNATTRIBUTED = '(unattributed)';

/**
 * Statements by role, the log's lines and the transaction ids of the window's COMMIT
 * records, into counts by role. A commit is placed by its transaction id in the log.
 * Two kinds of transaction get theirs only as they commit, after their last log line:
 * - one that sent a NOTIFY (pg_notify) and wrote nothing: it is that role's commit (the
 *   event store's wake-ups are such, sent after each append);
 * - an autocommitted write sent as plain text (no parameters, outside BEGIN), logged only
 *   before it has its id and after it has committed: it stays unattributed, shown as such,
 *   never lost.
 */
function countsByRole(statements: { role: string; query: string; statements: number }[], lines: readonly LogLine[], committedXids: readonly string[]): Map<string, ProcessCounts> {
  const counts = new Map<string, ProcessCounts>();
  const of = (role: string) => counts.get(role) ?? counts.set(role, { statements: 0, transactions: 0, commits: 0, byStatement: [] }).get(role)!;
  for (const s of statements) {
    const c = of(SANDBOX_TABLE.test(s.query) ? GATEWAY_STAND_IN : s.role);
    c.statements += s.statements;
    c.byStatement!.push({ query: s.query, calls: s.statements });
  }
  const byVxid = new Map<string, { role: string; wrote: boolean; notified: boolean; failed: boolean }>();
  /** Each transaction id's transaction: its role is known once all its lines are read (a sandbox statement may come after another). */
  const ofXid = new Map<string, { role: string }>();
  for (const line of lines) {
    // No role: a background process. "3/0": logged after its transaction ended (a simple query's duration).
    if (!line.role || !line.vxid || line.vxid.endsWith('/0')) continue;
    const t = byVxid.get(line.vxid) ?? byVxid.set(line.vxid, { role: line.role, wrote: false, notified: false, failed: false }).get(line.vxid)!;
    if (SANDBOX_TABLE.test(line.message)) t.role = GATEWAY_STAND_IN;
    if (line.txid !== '0') {
      ofXid.set(line.txid, t);
      t.wrote = true;
    }
    if (NOTIFY.test(line.message)) t.notified = true;
    if (line.severity === 'ERROR' || line.severity === 'FATAL' || ROLLBACK.test(line.message)) t.failed = true;
  }
  let notifyCommits = 0;
  for (const t of byVxid.values()) {
    if (t.failed) continue;
    of(t.role).transactions++;
    if (t.notified && !t.wrote) {
      of(t.role).commits++;
      notifyCommits++;
    }
  }
  let unplaced = 0;
  for (const xid of committedXids) {
    const role = ofXid.get(xid)?.role;
    if (role) of(role).commits++;
    else unplaced++;
  }
  // The NOTIFY-only transactions are among the commits no line named.
  if (unplaced > notifyCommits) of(UNATTRIBUTED).commits += unplaced - notifyCommits;
  return counts;
}

/** The prefix the server's log lines must have (STATEMENT_COUNTING_SETTINGS): role, virtual and real transaction ids. */
const LOG_LINE_PREFIX = '%u|%v|%x|';
const PREFIXED = /^([^|\s]*)\|([^|]*)\|(\d+)\|([A-Z]+):  (.*)$/;

/** The lines that carry the prefix; a message's further lines (tab-indented) are left out. */
function parseLog(text: string): LogLine[] {
  const out: LogLine[] = [];
  for (const line of text.split('\n')) {
    const m = PREFIXED.exec(line);
    if (m) out.push({ role: m[1]!, vxid: m[2]!, txid: m[3]!, severity: m[4]!, message: m[5]! });
  }
  return out;
}

const NOTIFY = /^(statement|execute [^:]*): (NOTIFY\s|.*\bpg_notify\s*\()/is;
const ROLLBACK = /^(statement|execute [^:]*): ROLLBACK\s*;?\s*$/i;

async function setLogging(pool: Pool, on: boolean): Promise<void> {
  if (on) {
    await pool.query(`ALTER SYSTEM SET log_statement = 'all'`);
    await pool.query(`ALTER SYSTEM SET log_min_duration_statement = 0`);
  } else {
    await pool.query('ALTER SYSTEM RESET log_statement');
    await pool.query('ALTER SYSTEM RESET log_min_duration_statement');
  }
  await pool.query('SELECT pg_reload_conf()');
  // Each backend takes the new settings before its next statement; a moment lets them all
  // see the signal (busy ones take it at their next message anyway).
  await sleep(200);
}

async function sizeOf(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** The counts of a window divided by the bookings placed (and paid) in it, by process. */
export interface CountsPerBooking {
  bookings: number;
  paid: number;
  api: ProcessCounts;
  projector: ProcessCounts;
  /** The sandbox gateway's statements (GATEWAY_STAND_IN), the payment provider's calls in production. */
  gateway: ProcessCounts;
  /** The bench's own queries in the window (settling, the counter's), left out of the figures. */
  bench: ProcessCounts;
  /** Commits no role's log lines named (counting.ts, countsByRole). */
  unattributedCommits: number;
}

export function perBooking(counts: Map<string, ProcessCounts>, bookings: number, paid: number): CountsPerBooking {
  const per = (c: ProcessCounts | undefined): ProcessCounts => ({
    statements: (c?.statements ?? 0) / Math.max(1, bookings),
    transactions: (c?.transactions ?? 0) / Math.max(1, bookings),
    commits: (c?.commits ?? 0) / Math.max(1, bookings),
    byStatement: (c?.byStatement ?? []).map((s) => ({ query: s.query, calls: s.calls / Math.max(1, bookings) })),
  });
  const known = new Set<string>([PROCESS_ROLES.api, PROCESS_ROLES.projector, UNATTRIBUTED, GATEWAY_STAND_IN]);
  const rest = [...counts].filter(([role]) => !known.has(role)).map(([, c]) => c);
  const bench = rest.reduce((a, c) => ({ statements: a.statements + c.statements, transactions: a.transactions + c.transactions, commits: a.commits + c.commits }), { statements: 0, transactions: 0, commits: 0 });
  return {
    bookings,
    paid,
    api: per(counts.get(PROCESS_ROLES.api)),
    projector: per(counts.get(PROCESS_ROLES.projector)),
    gateway: per(counts.get(GATEWAY_STAND_IN)),
    bench: per(bench),
    unattributedCommits: (counts.get(UNATTRIBUTED)?.commits ?? 0) / Math.max(1, bookings),
  };
}
