/** Cities as the city screens and the address forms read them. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

export interface CityView {
  id: string;
  name: string;
  created_at: Date;
}

export function listCities(db: Pick<pg.Pool, 'query'>, request: ListRequest): Promise<ListPage<CityView>> {
  return listRows<CityView>(
    db,
    {
      from: '(SELECT id, name, created_at FROM rm_catalogue.cities) c',
      searchColumns: ['name'],
      sortable: { name: 'name', created_at: 'created_at', id: 'id' },
      defaultSort: 'name',
    },
    request,
  );
}

export async function findCity(db: Pick<pg.Pool, 'query'>, id: string): Promise<CityView | undefined> {
  const { rows } = await db.query<CityView>('SELECT id, name, created_at FROM rm_catalogue.cities WHERE id = $1', [id]);
  return rows[0];
}

/** Addresses that name the city (a city in use is not removed). */
export async function addressesInCity(db: Pick<pg.Pool, 'query'>, id: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rm_users.addresses WHERE city_id = $1', [id]);
  return rows[0]!.n;
}
