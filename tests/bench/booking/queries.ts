/**
 * The admin list queries at scale: the same read-model functions the routes call
 * (listBookings with the routes' paging, sorts and filters, and the dashboard calendar's
 * day counts and pages), each shape timed over random pages, sorts and filters, one call at a time.
 * A call's time is the route's whole read: the page with its count, then its lines.
 * The plan of one typical call per shape is summarised, to see what a slow one scans.
 */
import { performance } from 'node:perf_hooks';
import type { Pool } from '@app/core/db/pool';
import { listBookings, type BookingListRequest } from '@app/projections/readModels/bookingList/bookings';
import { calendarDays, calendarPage, quietDaysBookings } from '@app/projections/readModels/bookingCalendar/calendar';
import { percentiles, type Latency } from './stats.js';

export interface ShapeResult {
  shape: string;
  route: string;
  latencyMs: Latency;
  /** The plan of the page query of a typical call: node types and the relations they read. */
  plan: string;
  /** Whether the samples stopped at the time cap before reaching the count asked for. */
  capped: boolean;
}

interface Shape {
  name: string;
  route: string;
  run(db: Recorder): Promise<unknown>;
}

/** Records the SQL a list function sends, to explain it afterwards. */
class Recorder {
  calls: { sql: string; params: unknown[] }[] = [];
  constructor(private readonly pool: Pool) {}
  query = ((sql: string, params?: unknown[]) => {
    this.calls.push({ sql, params: params ?? [] });
    return this.pool.query(sql, params);
  }) as unknown as Pool['query'];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const anyOffset = (total: number, size: number) => Math.floor(Math.random() * Math.max(1, total - size + 1));
const SORTS = ['id', 'reference', 'customer', 'work_status', 'payment_status', 'when_at', 'created_at', 'requested_schedule_at', 'total'];
const ORDERS = ['ASC', 'DESC'] as const;

export interface Population {
  total: number;
  byStatus: Map<number, number>;
  references: string[];
  customerIds: string[];
  searches: string[];
  months: { start: Date; end: Date }[];
}

export async function population(pool: Pool): Promise<Population> {
  const total = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM rm_bookings.bookings')).rows[0]!.n);
  const byStatus = new Map((await pool.query<{ s: number; n: string }>('SELECT work_status AS s, count(*) AS n FROM rm_bookings.bookings GROUP BY 1')).rows.map((r) => [r.s, Number(r.n)]));
  const sample = (
    await pool.query<{ reference: string; customer_id: string; customer_email: string; customer_last_name: string }>(
      'SELECT reference, customer_id, customer_email, customer_last_name FROM rm_bookings.bookings TABLESAMPLE BERNOULLI (1) LIMIT 2000',
    )
  ).rows;
  const range = (await pool.query<{ lo: Date; hi: Date }>('SELECT min(when_at) AS lo, max(when_at) AS hi FROM rm_bookings.bookings')).rows[0]!;
  const months: { start: Date; end: Date }[] = [];
  for (let d = new Date(range.lo); d < range.hi; d = new Date(d.getTime() + 31 * 86_400_000)) months.push({ start: d, end: new Date(d.getTime() + 31 * 86_400_000) });
  return {
    total,
    byStatus,
    references: sample.map((r) => r.reference),
    customerIds: sample.map((r) => r.customer_id),
    // What an administrator types: a whole reference, part of an e-mail, a surname.
    searches: sample.flatMap((r) => [r.reference, r.customer_email.split('@')[0]!, r.customer_last_name]),
    months: months.length ? months : [{ start: new Date(Date.now() - 31 * 86_400_000), end: new Date() }],
  };
}

export function shapes(p: Population): Shape[] {
  const statusTotal = (s: number) => p.byStatus.get(s) ?? 0;
  const list = (db: Recorder, request: BookingListRequest) => listBookings(db, request);
  return [
    {
      name: 'bookings, first 5 pages',
      route: 'GET /api/bookings?page=1..5',
      run: (db) => list(db, { offset: Math.floor(Math.random() * 5) * 10, limit: 10, sort: { field: 'created_at', order: 'DESC' } }),
    },
    {
      name: 'bookings, any page',
      route: 'GET /api/bookings?page=N',
      run: (db) => list(db, { offset: anyOffset(p.total, 10), limit: 10, sort: { field: 'created_at', order: 'DESC' } }),
    },
    {
      name: 'bookings by work status, any page',
      route: 'GET /api/bookings?work_status=S&page=N',
      run: (db) => {
        const s = Math.floor(Math.random() * 7);
        return list(db, { workStatus: s, offset: anyOffset(statusTotal(s), 10), limit: 10, sort: { field: 'created_at', order: 'DESC' } });
      },
    },
    {
      name: 'bookings search, first page',
      route: 'GET /api/bookings?search=T',
      run: (db) => list(db, { search: pick(p.searches), offset: 0, limit: 10, sort: { field: 'created_at', order: 'DESC' } }),
    },
    {
      name: 'react-admin, any sort, first pages',
      route: 'GET /admin-api/bookings?sort=[F,O]&range=[0..100]',
      run: (db) => list(db, { offset: Math.floor(Math.random() * 5) * 25, limit: 25, sort: { field: pick(SORTS), order: pick(ORDERS) } }),
    },
    {
      name: 'react-admin, any sort, any page',
      route: 'GET /admin-api/bookings?sort=[F,O]&range=[N,N+24]',
      run: (db) => list(db, { offset: anyOffset(p.total, 25), limit: 25, sort: { field: pick(SORTS), order: pick(ORDERS) } }),
    },
    {
      name: 'react-admin, status filter, any sort and page',
      route: 'GET /admin-api/bookings?filter={work_status}',
      run: (db) => {
        const s = Math.floor(Math.random() * 7);
        return list(db, { workStatus: s, offset: anyOffset(statusTotal(s), 25), limit: 25, sort: { field: pick(SORTS), order: pick(ORDERS) } });
      },
    },
    {
      name: 'react-admin, search, any sort',
      route: 'GET /admin-api/bookings?filter={q}',
      run: (db) => list(db, { search: pick(p.searches), offset: 0, limit: 25, sort: { field: pick(SORTS), order: pick(ORDERS) } }),
    },
    {
      name: 'cancellation / rebooking requests, any page',
      route: 'GET /admin-api/cancellations|rebookings',
      run: (db) => {
        const s = pick([5, 6]);
        return list(db, { workStatus: s, offset: anyOffset(statusTotal(s), 25), limit: 25, sort: { field: pick(SORTS), order: pick(ORDERS) } });
      },
    },
    {
      name: "a customer's bookings",
      route: 'GET /admin-api/bookings?filter={customer_id}',
      run: (db) => list(db, { customerId: pick(p.customerIds), offset: 0, limit: 25, sort: { field: pick(SORTS), order: pick(ORDERS) } }),
    },
    {
      name: 'getMany by 25 ids',
      route: 'GET /admin-api/bookings?filter={id:[...]}',
      run: (db) => list(db, { ids: Array.from({ length: 25 }, () => pick(p.references)), offset: 0, limit: 25 }),
    },
    {
      name: 'dashboard calendar, a month',
      route: 'GET /api/dashboard-calendar?start&end&per_day=3',
      run: async (db) => {
        const m = pick(p.months);
        // The route's own reads (calendarRoute.ts): the day counts, then the quiet days' bookings.
        await quietDaysBookings(db, await calendarDays(db, m.start, m.end), 3, m.start, m.end);
      },
    },
    {
      name: "dashboard calendar, a day's schedule, any page",
      route: 'GET /api/dashboard-calendar?start=D&end=D&page=N&per_page=25',
      run: async (db) => {
        const m = pick(p.months);
        const start = new Date(m.start.getTime() + Math.floor(Math.random() * 31) * 86_400_000);
        const end = new Date(start.getTime() + 86_400_000);
        const [days] = await Promise.all([calendarDays(db, start, end), calendarPage(db, start, end, Math.floor(Math.random() * 36) * 25, 25)]);
        return days;
      },
    },
  ];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function summarise(node: PlanNode, into: string[] = []): string[] {
  const label = node['Index Name'] ? `${node['Node Type']} ${node['Index Name']}` : node['Relation Name'] ? `${node['Node Type']} ${node['Relation Name']}` : node['Node Type'];
  if (!['Subquery Scan', 'Result', 'Gather', 'Gather Merge'].includes(node['Node Type']) && !into.includes(label)) into.push(label);
  for (const child of node.Plans ?? []) summarise(child, into);
  return into;
}

export async function timeShapes(pool: Pool, list: Shape[], samples: number, capSeconds: number, progress: (text: string) => void): Promise<ShapeResult[]> {
  const results: ShapeResult[] = [];
  for (const shape of list) {
    const db = new Recorder(pool);
    // Two untimed calls first: the plan cache and the pages the shape touches.
    for (let i = 0; i < 2; i++) await shape.run(db);
    const times: number[] = [];
    const calls: { ms: number; sql: string; params: unknown[] }[] = [];
    const stop = performance.now() + capSeconds * 1000;
    while (times.length < samples && performance.now() < stop) {
      db.calls = [];
      const t0 = performance.now();
      await shape.run(db);
      const ms = performance.now() - t0;
      times.push(ms);
      const first = db.calls[0];
      if (first) calls.push({ ms, ...first });
    }
    const latency = percentiles(times);
    // Explain the call nearest the median: what a typical call of the shape does.
    const typical = [...calls].sort((a, b) => Math.abs(a.ms - latency.p50) - Math.abs(b.ms - latency.p50))[0];
    let plan = '';
    if (typical) {
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${typical.sql}`, typical.params);
      plan = summarise(rows[0]!['QUERY PLAN'][0].Plan).join(' > ');
    }
    const result = { shape: shape.name, route: shape.route, latencyMs: latency, plan, capped: times.length < samples };
    results.push(result);
    progress(`  ${shape.name.padEnd(46)} n ${String(latency.count).padStart(3)}  p50 ${latency.p50.toFixed(1).padStart(7)} ms  p95 ${latency.p95.toFixed(1).padStart(7)} ms`);
  }
  return results;
}
