/** Field locations: the booking flow's per-service location choice, and the admin list. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

type Db = Pick<pg.Pool, 'query'>;

export interface LocationView {
  id: string;
  name: string;
  created_at: Date;
}

export function listLocations(db: Db, request: ListRequest): Promise<ListPage<LocationView>> {
  return listRows<LocationView>(
    db,
    {
      from: '(SELECT id, name, created_at FROM rm_catalogue.locations) l',
      searchColumns: ['name'],
      sortable: { name: 'name', created_at: 'created_at', id: 'id' },
      defaultSort: 'name',
    },
    request,
  );
}

export async function findLocation(db: Db, id: string): Promise<LocationView | undefined> {
  const { rows } = await db.query<LocationView>('SELECT id, name, created_at FROM rm_catalogue.locations WHERE id = $1', [id]);
  return rows[0];
}
