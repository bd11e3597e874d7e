/**
 * The plans read model's queries: the customer's Plans tab, the console's list and
 * details, the home page's plans due, the Excel export, the manage-booking page's visit by
 * reference, and the daily run's work (plans due, unpaid visits whose hold ended).
 */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

type Db = Pick<pg.Pool, 'query'>;

export interface PlanRow {
  id: string;
  status: 'active' | 'paused' | 'cancelled';
  customer_id: string;
  customer_name: string;
  customer_email: string;
  customer_contact: string | null;
  category_id: string;
  category_name: string;
  services: { serviceId: string; name: string; quantity: number; locationId: string | null }[];
  interval_months: number;
  last_visit_number: number;
  last_date: string;
  last_start_at: string;
  weekday: number;
  next_visit_on: string | null;
  unplaced_visit: number | null;
  unplaced_date: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface VisitRow {
  plan_id: string;
  visit_number: number;
  status: string;
  booking_id: string | null;
  reference: string | null;
  date: string;
  start_at: string;
  hold_until: string | null;
  total_centavos: number | null;
  reason: string | null;
}

// Dates as 'YYYY-MM-DD' text: a PostgreSQL date would become a JS Date at UTC midnight.
const PLAN_COLUMNS = `id, status, customer_id, customer_name, customer_email, customer_contact, category_id, category_name, services, interval_months,
  last_visit_number, to_char(last_date, 'YYYY-MM-DD') AS last_date, last_start_at, extract(dow from last_date)::int AS weekday,
  to_char(next_visit_on, 'YYYY-MM-DD') AS next_visit_on, unplaced_visit, to_char(unplaced_date, 'YYYY-MM-DD') AS unplaced_date, created_at, updated_at,
  search, next_visit_on AS next_visit_sort`;
const visitColumns = (v: string) => `${v}.plan_id, ${v}.visit_number, ${v}.status, ${v}.booking_id, ${v}.reference, to_char(${v}.date, 'YYYY-MM-DD') AS date,
  ${v}.start_at, to_char(${v}.hold_until, 'YYYY-MM-DD') AS hold_until, ${v}.total_centavos::int AS total_centavos, ${v}.reason`;
const view = `(SELECT ${PLAN_COLUMNS} FROM rm_plans.plans) p`;

export async function plansOfCustomer(db: Db, customerId: string): Promise<PlanRow[]> {
  const { rows } = await db.query<PlanRow>(`SELECT * FROM ${view} WHERE customer_id = $1 ORDER BY created_at DESC, id`, [customerId]);
  return rows;
}

export async function findPlan(db: Db, planId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(`SELECT * FROM ${view} WHERE id = $1`, [planId]);
  return rows[0];
}

/** The visits of some plans, oldest first. */
export async function visitsOfPlans(db: Db, planIds: readonly string[]): Promise<VisitRow[]> {
  if (planIds.length === 0) return [];
  const { rows } = await db.query<VisitRow>(`SELECT ${visitColumns('v')} FROM rm_plans.visits v WHERE v.plan_id = ANY($1::uuid[]) ORDER BY v.plan_id, v.visit_number`, [planIds]);
  return rows;
}

export interface PlanFilter {
  category_id?: string;
  status?: string[];
  next_visit_from?: string;
  next_visit_to?: string;
}

function filterSql(filter: PlanFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.category_id) where.push(`category_id = $${params.push(filter.category_id)}::uuid`);
  if (filter.status?.length) where.push(`status = ANY($${params.push(filter.status)}::text[])`);
  if (filter.next_visit_from) where.push(`next_visit_sort >= $${params.push(filter.next_visit_from)}::date`);
  if (filter.next_visit_to) where.push(`next_visit_sort <= $${params.push(filter.next_visit_to)}::date`);
  return { sql: where.length ? where.join(' AND ') : 'true', params };
}

const SORTABLE = {
  id: 'id',
  next_visit_on: 'next_visit_sort',
  created_at: 'created_at',
  status: 'status',
  customer_name: 'customer_name',
  interval_months: 'interval_months',
  category_name: 'category_name',
};

export function listPlans(db: Db, request: ListRequest, filter: PlanFilter): Promise<ListPage<PlanRow>> {
  return listRows<PlanRow>(db, { from: view, searchColumn: 'search', sortable: SORTABLE, defaultSort: 'next_visit_sort', where: filterSql(filter) }, request);
}

/** The Excel export: every plan the list's filters select, in the list's order. */
export async function plansForExport(db: Db, filter: PlanFilter, search?: string): Promise<PlanRow[]> {
  return (await listPlans(db, { search, sort: { field: 'next_visit_on', order: 'ASC' } }, filter)).rows;
}

/** The home page: plans whose next visit is due, or booked and not yet done, between two dates. */
export async function plansDueBetween(db: Db, from: string, to: string): Promise<PlanRow[]> {
  const { rows } = await db.query<PlanRow>(
    `SELECT * FROM ${view} WHERE status = 'active' AND (next_visit_sort BETWEEN $1::date AND $2::date
       OR EXISTS (SELECT 1 FROM rm_plans.visits v WHERE v.plan_id = p.id AND v.status IN ('booked', 'paid') AND v.date BETWEEN $1::date AND $2::date))
     ORDER BY next_visit_sort, id`,
    [from, to],
  );
  return rows;
}

/** The plan visit a booking reference is, with the plan's customer e-mail. */
export async function visitByReference(db: Db, reference: string): Promise<(VisitRow & { customer_email: string; customer_id: string }) | undefined> {
  const { rows } = await db.query<VisitRow & { customer_email: string; customer_id: string }>(
    `SELECT ${visitColumns('v')}, p.customer_email, p.customer_id
       FROM rm_plans.visits v JOIN rm_plans.plans p ON p.id = v.plan_id WHERE v.reference = $1`,
    [reference],
  );
  return rows[0];
}

/** The daily run: active plans whose next visit may be within the lead time and whose last visit's day has come. */
export async function plansToBook(db: Db, today: string, until: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM rm_plans.plans WHERE status = 'active' AND next_visit_on <= $2::date AND last_date <= $1::date ORDER BY next_visit_on, id`,
    [today, until],
  );
  return rows.map((r) => r.id);
}

/** The daily run: unpaid visits whose hold has ended. */
export async function visitsToRelease(db: Db, today: string): Promise<{ plan_id: string; visit_number: number }[]> {
  const { rows } = await db.query<{ plan_id: string; visit_number: number }>(
    `SELECT plan_id, visit_number FROM rm_plans.visits WHERE status = 'booked' AND hold_until <= $1::date ORDER BY hold_until, plan_id`,
    [today],
  );
  return rows;
}

export interface SlotOptionRow {
  id: string;
  date: string;
  startAt: string;
  endAt: string;
  free: number;
}

/** Planned slots with seats left between two dates (the schedules read model), for the visits the run books. */
export async function freeSlotsBetween(db: Db, from: string, to: string): Promise<SlotOptionRow[]> {
  const { rows } = await db.query<SlotOptionRow>(
    `SELECT id, to_char(scheduled_at, 'YYYY-MM-DD') AS "date", start_at AS "startAt", end_at AS "endAt", (capacity - reserved)::int AS free
       FROM rm_schedules.slots WHERE scheduled_at BETWEEN $1::date AND $2::date AND capacity > reserved ORDER BY id`,
    [from, to],
  );
  return rows;
}

export interface PlanServicePrice {
  id: string;
  name: string;
  price: string;
  category_id: string;
}

/** The catalogue as a visit is priced: services by id (the ones removed are missing) and locations' names. */
export async function catalogueForVisits(db: Db, serviceIds: readonly string[], locationIds: readonly string[]) {
  const { rows } = await db.query<{ kind: 'service' | 'location'; id: string; name: string; price: string | null; category_id: string | null }>(
    `SELECT 'service' AS kind, id, name, price::text AS price, category_id FROM rm_catalogue.category_services WHERE id = ANY($1::uuid[])
     UNION ALL SELECT 'location', id, name, NULL, NULL FROM rm_catalogue.locations WHERE id = ANY($2::uuid[])`,
    [serviceIds, locationIds],
  );
  return {
    services: new Map(rows.filter((r) => r.kind === 'service').map((r) => [r.id, { name: r.name, unitPrice: Number(r.price), categoryId: r.category_id! }])),
    locations: new Map(rows.filter((r) => r.kind === 'location').map((r) => [r.id, r.name])),
  };
}

/** Whether a category prices its services at fixed prices (only those carts can be plans), undefined for an unknown one. */
export async function categoryIsFixedPrice(db: Db, categoryId: string): Promise<boolean | undefined> {
  const { rows } = await db.query<{ fixed: boolean }>('SELECT is_fixed_price AS fixed FROM rm_catalogue.categories WHERE id = $1', [categoryId]);
  return rows[0]?.fixed;
}

/** Categories by id, friendly name or name (the wizard's title), with their names. */
export async function findCategory(db: Db, category: string): Promise<{ id: string; name: string } | undefined> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(category);
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM rm_catalogue.categories WHERE ${uuid ? 'id = $1::uuid' : 'friendly_name = $1 OR name = $1'} ORDER BY created_at, id LIMIT 1`,
    [category],
  );
  return rows[0];
}

export async function categoryNames(db: Db): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM rm_catalogue.categories');
  return new Map(rows.map((r) => [r.id, r.name]));
}
