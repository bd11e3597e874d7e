/** Categories as the admin tables, the booking flow and the category forms read them. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

type Db = Pick<pg.Pool, 'query'>;

export interface CategoryView {
  id: string;
  name: string;
  friendly_name: string;
  description: string;
  /** Public path of the uploaded image, or null. */
  image: string | null;
  /** 1 or 0, as the spec's screens compare it. */
  is_fixed_price: 0 | 1;
  is_for_assessment: 0 | 1;
  services_count: number;
  created_at: Date;
}

const SELECT_CATEGORIES = `SELECT c.id, c.name, c.friendly_name, c.description, c.image,
    c.is_fixed_price::int AS is_fixed_price, c.is_for_assessment::int AS is_for_assessment,
    (SELECT count(*)::int FROM rm_catalogue.category_services s WHERE s.category_id = c.id) AS services_count,
    c.created_at
  FROM rm_catalogue.categories c`;

export function listCategories(db: Db, request: ListRequest): Promise<ListPage<CategoryView>> {
  return listRows<CategoryView>(
    db,
    {
      from: `(${SELECT_CATEGORIES}) c`,
      searchColumns: ['name', 'description'],
      sortable: { name: 'name', created_at: 'created_at', id: 'id', is_fixed_price: 'is_fixed_price', friendly_name: 'friendly_name' },
      defaultSort: 'name',
    },
    request,
  );
}

export async function findCategory(db: Db, id: string): Promise<CategoryView | undefined> {
  const { rows } = await db.query<CategoryView>(`${SELECT_CATEGORIES} WHERE c.id = $1`, [id]);
  return rows[0];
}

/** Friendly names already taken by other categories among `base`, `base-2`, `base-3`… */
export async function takenFriendlyNames(db: Db, base: string, exceptId: string | null): Promise<Set<string>> {
  const { rows } = await db.query<{ friendly_name: string }>(
    `SELECT friendly_name FROM rm_catalogue.categories
      WHERE (friendly_name = $1 OR friendly_name ~ ('^' || $2 || '-[0-9]+$')) AND id IS DISTINCT FROM $3::uuid`,
    [base, base.replace(/[^a-z0-9-]/g, ''), exceptId],
  );
  return new Set(rows.map((r) => r.friendly_name));
}

/** How many services a category has (a category with services is not removed). */
export async function servicesInCategory(db: Db, id: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rm_catalogue.category_services WHERE category_id = $1', [id]);
  return rows[0]!.n;
}

/** A uuid: a category is named by its id or by its names. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The category open to assessment requests named by `text`: its id, friendly name or name (the oldest of equals). */
export async function assessmentCategory(db: Db, text: string): Promise<{ id: string; name: string } | undefined> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM rm_catalogue.categories WHERE is_for_assessment AND ${UUID.test(text) ? 'id = $1::uuid' : '(friendly_name = $1 OR name = $1)'} ORDER BY created_at, id LIMIT 1`,
    [text],
  );
  return rows[0];
}
