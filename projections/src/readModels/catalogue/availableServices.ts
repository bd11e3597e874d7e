/**
 * The public booking flow's catalogue: categories with their services, as the service
 * carousel (`available-services`) and the booking wizard (`get-service-details`) read it.
 */
import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface AvailableServiceView {
  id: string;
  name: string;
  friendly_name: string;
  description: string;
  picture: string | null;
  is_fixed_price: 0 | 1;
  services: { id: string; name: string; price: number; per_unit: string | null }[];
}

const SELECT_AVAILABLE = `SELECT c.id, c.name, c.friendly_name, c.description, c.image AS picture, c.is_fixed_price::int AS is_fixed_price,
    coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'price', s.price::float8, 'per_unit', s.per_unit) ORDER BY s.name, s.id)
      FILTER (WHERE s.id IS NOT NULL), '[]'::json) AS services
  FROM rm_catalogue.categories c LEFT JOIN rm_catalogue.category_services s ON s.category_id = c.id`;

/**
 * Categories of one kind (or both when `fixedPrice` is null) with their services. A
 * fixed-price category without services has nothing to put in a cart, so it is left out;
 * an assessment category is booked for a visit and is listed even without services.
 */
export async function listAvailableServices(db: Db, fixedPrice: boolean | null): Promise<AvailableServiceView[]> {
  const { rows } = await db.query<AvailableServiceView>(
    `${SELECT_AVAILABLE}
      WHERE $1::boolean IS NULL OR c.is_fixed_price = $1
      GROUP BY c.id
      HAVING NOT c.is_fixed_price OR count(s.id) > 0
      ORDER BY c.name, c.id`,
    [fixedPrice],
  );
  return rows;
}

/** One category by its friendly name (the `/book-services/{title}` of the wizard). */
export async function findServiceDetails(db: Db, friendlyName: string): Promise<AvailableServiceView | undefined> {
  const { rows } = await db.query<AvailableServiceView>(`${SELECT_AVAILABLE} WHERE c.friendly_name = $1 GROUP BY c.id ORDER BY c.created_at, c.id LIMIT 1`, [friendlyName]);
  return rows[0];
}
