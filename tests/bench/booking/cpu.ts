/**
 * CPU time each part of the stack spent during the timed load, from /proc (Linux): the api
 * processes, the projector process, the bench's PostgreSQL (its postmaster and every
 * backend, including those that ended in the window) and this process, the load generator;
 * PostgreSQL also by connection (connectionCost). Divided by the bookings placed it says
 * what one booking costs, a figure that other work on the machine hardly moves, unlike
 * bookings/s; and 2 cores over that cost is the rate this machine could reach if nothing
 * waited.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from '@app/core/db/pool';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux: `getconf CLK_TCK`

export interface CpuParts {
  api: number;
  projector: number;
  postgres: number;
  loadGenerator: number;
}

export interface CpuCost {
  /** CPU milliseconds per booking placed, by part. */
  perBookingMs: CpuParts & { total: number };
  /** Bookings per second all the machine's cores could give at that cost. */
  ceilingPerSecond: number;
}

/** utime + stime (own), and cutime + cstime (reaped children), in ms; 0 for a process gone. */
function times(pid: number): { own: number; children: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const tick = (i: number) => (Number(fields[i]) * 1000) / TICKS_PER_SECOND;
    return { own: tick(11) + tick(12), children: tick(13) + tick(14) };
  } catch {
    return { own: 0, children: 0 };
  }
}

function childrenOf(parent: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The postmaster's pid from its data folder (TEST_PG_DATA_DIR, set by scripts/bench.ts). */
function postmasterPid(): number | undefined {
  const dir = process.env.TEST_PG_DATA_DIR;
  if (!dir) return undefined;
  try {
    return Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

function postgresMs(): number {
  const pid = postmasterPid();
  if (!pid) return 0;
  const master = times(pid);
  // Backends that ended are in the postmaster's children's times once it has reaped them.
  return master.own + master.children + childrenOf(pid).reduce((sum, child) => sum + times(child).own, 0);
}

export function sampleCpu(pids: { api: readonly number[]; projector: number | undefined }): CpuParts {
  return {
    api: pids.api.reduce((sum, pid) => sum + times(pid).own, 0),
    projector: pids.projector ? times(pids.projector).own : 0,
    postgres: postgresMs(),
    loadGenerator: times(process.pid).own,
  };
}

/** The database's connections by what opened them: application_name with process ids taken out (`api-123:lane-0` is `api:lane-0`). */
export async function connectionsOf(pool: Pool): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ pid: number; name: string }>(
    `SELECT pid, coalesce(nullif(application_name, ''), backend_type) AS name FROM pg_stat_activity WHERE pid <> pg_backend_pid()`,
  );
  return new Map(rows.map((r) => [r.pid, r.name.replace(/[-:]\d{2,}(?=[:-]|$)/g, '')]));
}

/** CPU ms of each connection's backend so far. */
export function sampleConnections(connections: Map<number, string>): Map<number, number> {
  return new Map([...connections.keys()].map((pid) => [pid, times(pid).own]));
}

/**
 * PostgreSQL's CPU per booking by connection name, most first: which projection's
 * batches, or the api's queries, cost the server what. Connections opened during the
 * load are not in it (the api's pool and the projector's runners are open by then).
 */
export function connectionCost(connections: Map<number, string>, before: Map<number, number>, after: Map<number, number>, bookings: number): [string, number][] {
  const byName = new Map<string, number>();
  for (const [pid, name] of connections) byName.set(name, (byName.get(name) ?? 0) + ((after.get(pid) ?? 0) - (before.get(pid) ?? 0)) / Math.max(1, bookings));
  return [...byName].sort((a, b) => b[1] - a[1]);
}

export function cpuCost(before: CpuParts, after: CpuParts, bookings: number, cores: number): CpuCost {
  const per = (part: keyof CpuParts) => (bookings > 0 ? (after[part] - before[part]) / bookings : 0);
  const perBookingMs = { api: per('api'), projector: per('projector'), postgres: per('postgres'), loadGenerator: per('loadGenerator'), total: 0 };
  perBookingMs.total = perBookingMs.api + perBookingMs.projector + perBookingMs.postgres + perBookingMs.loadGenerator;
  return { perBookingMs, ceilingPerSecond: perBookingMs.total > 0 ? (cores * 1000) / perBookingMs.total : 0 };
}

export interface RoundTripCost {
  /** CPU µs of this Node process per query: the driver, the socket, the event loop. */
  nodeUs: number;
  /** CPU µs of the PostgreSQL backend per query. */
  postgresUs: number;
}

/**
 * What one round trip to PostgreSQL costs on this machine, apart from any work: a
 * prepared `SELECT $1` many times over one pooled connection (as the api's queries go),
 * quiet machine assumed. A booking's statements times this is the floor its round trips
 * put under its CPU cost, however little each statement does.
 */
export async function roundTripCost(pool: Pool, queries = 3000): Promise<RoundTripCost> {
  const client = await pool.connect();
  try {
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    for (let i = 0; i < 200; i++) await client.query('SELECT $1::int AS n', [i]);
    const node0 = process.cpuUsage();
    const backend0 = times(pid).own;
    for (let i = 0; i < queries; i++) await client.query('SELECT $1::int AS n', [i]);
    const node = process.cpuUsage(node0);
    return { nodeUs: (node.user + node.system) / queries, postgresUs: ((times(pid).own - backend0) * 1000) / queries };
  } finally {
    client.release();
  }
}
