/**
 * Addresses as the address screens, the booking forms and react-admin read them: the
 * city as `{id, name}` (from the catalogue read model), the spec's snake_case names.
 */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

interface AddressRow {
  id: string;
  user_id: string;
  city_id: string;
  city_name: string | null;
  street_address: string;
  barangay: string;
  type_of_home: string;
  contact_number: string | null;
  apartment_no: string | null;
  created_at: Date;
}

export interface AddressView {
  id: string;
  user_id: string;
  contact_number: string | null;
  city: { id: string; name: string | null };
  city_id: string;
  street_address: string;
  barangay: string;
  type_of_home: string;
  apartment_no: string | null;
  created_at: Date;
}

// A city removed later keeps its id on the address; its name then reads null.
const withCity = `(SELECT a.id, a.user_id, a.city_id, c.name AS city_name, a.street_address, a.barangay, a.type_of_home,
                          a.contact_number, a.apartment_no, a.created_at
                   FROM rm_users.addresses a LEFT JOIN rm_catalogue.cities c ON c.id = a.city_id) a`;

export function addressView(row: AddressRow): AddressView {
  return {
    id: row.id,
    user_id: row.user_id,
    contact_number: row.contact_number,
    city: { id: row.city_id, name: row.city_name },
    city_id: row.city_id,
    street_address: row.street_address,
    barangay: row.barangay,
    type_of_home: row.type_of_home,
    apartment_no: row.apartment_no,
    created_at: row.created_at,
  };
}

/** One user's addresses, oldest first (the order they were added in). */
export async function listUserAddresses(db: Pick<pg.Pool, 'query'>, userId: string): Promise<AddressView[]> {
  const { rows } = await db.query<AddressRow>(`SELECT * FROM ${withCity} WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  return rows.map(addressView);
}

export async function findAddress(db: Pick<pg.Pool, 'query'>, id: string): Promise<AddressView | undefined> {
  const { rows } = await db.query<AddressRow>(`SELECT * FROM ${withCity} WHERE id = $1`, [id]);
  return rows[0] ? addressView(rows[0]) : undefined;
}

/** Every address, or one user's (react-admin's reference lists), searchable and sortable. */
export async function listAddresses(db: Pick<pg.Pool, 'query'>, request: ListRequest & { userId?: string }): Promise<ListPage<AddressView>> {
  const page = await listRows<AddressRow>(
    db,
    {
      from: withCity,
      searchColumns: ['street_address', 'barangay', 'city_name', 'contact_number', 'apartment_no'],
      sortable: { created_at: 'created_at', street_address: 'street_address', barangay: 'barangay', type_of_home: 'type_of_home', city: 'city_name', id: 'id' },
      defaultSort: 'created_at',
      ...(request.userId ? { where: { sql: 'user_id = $1', params: [request.userId] } } : {}),
    },
    request,
  );
  return { total: page.total, rows: page.rows.map(addressView) };
}
