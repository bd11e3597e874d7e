/**
 * What a booking's cart is priced from: the category (by id from the admin form, by
 * friendly name or name from the wizard's title), the services' prices and categories,
 * the locations' names and the coupon code's id (the coupons read model). One statement,
 * since a booking's statements are most of its cost.
 */
import type pg from 'pg';
import { UUID } from './categories.js';

export interface CartCatalogueRow {
  kind: 'category' | 'service' | 'location' | 'coupon';
  id: string;
  name: string;
  price: string | null;
  category_id: string | null;
}

export async function cartCatalogue(
  db: Pick<pg.Pool, 'query'>,
  category: string,
  serviceIds: readonly string[],
  locationIds: readonly string[],
  couponCode: string | null,
): Promise<CartCatalogueRow[]> {
  const { rows } = await db.query<CartCatalogueRow>(
    `SELECT 'category' AS kind, id, name, NULL AS price, NULL AS category_id
       FROM (SELECT id, name FROM rm_catalogue.categories WHERE ${UUID.test(category) ? 'id = $1::uuid' : 'friendly_name = $1 OR name = $1'}
             ORDER BY created_at, id LIMIT 1) c
     UNION ALL
     SELECT 'service', id, name, price::text, category_id FROM rm_catalogue.category_services WHERE id = ANY($2::uuid[])
     UNION ALL
     SELECT 'location', id, name, NULL, NULL FROM rm_catalogue.locations WHERE id = ANY($3::uuid[])
     UNION ALL
     SELECT 'coupon', id, code, NULL, NULL FROM rm_coupons.coupons WHERE code = $4::text`,
    [category, serviceIds, locationIds, couponCode],
  );
  return rows;
}
