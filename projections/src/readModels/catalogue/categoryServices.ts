/** Category services as the services table and the service forms read them. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

type Db = Pick<pg.Pool, 'query'>;

export interface CategoryServiceView {
  id: string;
  name: string;
  /** Pesos, as a JSON number. */
  price: number;
  per_unit: string | null;
  category_id: string;
  category: { id: string; name: string };
  /** The category's kind, 1 or 0. */
  is_fixed_price: 0 | 1;
  is_for_assessment: 0 | 1;
  /** An assessment is the on-site evaluation before a price is given: same flag, the name some screens use. */
  is_for_evaluation: 0 | 1;
  created_at: Date;
}

const SELECT_SERVICES = `SELECT s.id, s.name, s.price::float8 AS price, s.per_unit, s.category_id,
    json_build_object('id', c.id, 'name', c.name) AS category, c.name AS category_name,
    c.is_fixed_price::int AS is_fixed_price, c.is_for_assessment::int AS is_for_assessment, c.is_for_assessment::int AS is_for_evaluation,
    s.created_at
  FROM rm_catalogue.category_services s JOIN rm_catalogue.categories c ON c.id = s.category_id`;

const strip = ({ category_name: _, ...row }: CategoryServiceView & { category_name?: string }): CategoryServiceView => row;

export async function listCategoryServices(db: Db, request: ListRequest & { categoryId?: string }): Promise<ListPage<CategoryServiceView>> {
  const page = await listRows<CategoryServiceView>(
    db,
    {
      from: `(${SELECT_SERVICES}) s`,
      searchColumns: ['name', 'category_name', 'per_unit'],
      sortable: { name: 'name', price: 'price', per_unit: 'per_unit', category: 'category_name', category_id: 'category_name', created_at: 'created_at', id: 'id' },
      defaultSort: 'name',
      where: request.categoryId ? { sql: 'category_id = $1', params: [request.categoryId] } : undefined,
    },
    request,
  );
  return { total: page.total, rows: page.rows.map(strip) };
}

export async function findCategoryService(db: Db, id: string): Promise<CategoryServiceView | undefined> {
  const { rows } = await db.query<CategoryServiceView>(`${SELECT_SERVICES} WHERE s.id = $1`, [id]);
  return rows[0] && strip(rows[0]);
}

/** The names of those of `ids` that are services of the category, by id. */
export async function serviceNamesInCategory(db: Db, categoryId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM rm_catalogue.category_services WHERE category_id = $1 AND id = ANY($2::uuid[])', [categoryId, ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}
