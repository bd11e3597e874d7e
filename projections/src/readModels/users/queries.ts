/** Reads of the users read model, in the shapes the spec's screens use. */
import type pg from 'pg';
import { roles as roleTable, type RoleName } from '@app/core/accounts/userEvents';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

export interface UserRow {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  contact_number: string | null;
  roles: RoleName[];
  picture: string | null;
  created_at: Date;
  updated_at: Date;
}

export type UserView = Omit<UserRow, 'roles' | 'updated_at'> & { name: string; roles: { id: number; name: RoleName; friendly_name: string }[] };

export function userView(row: UserRow): UserView {
  const { roles, updated_at: _, full_name: __, local_number: ___, ...rest } = row as UserRow & { full_name?: string; local_number?: string };
  return {
    ...rest,
    name: [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' '),
    roles: roleTable.filter((r) => roles.includes(r.name)),
  };
}

export async function findUser(db: Pick<pg.Pool, 'query'>, id: string): Promise<UserView | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM rm_users.users WHERE id = $1', [id]);
  return rows[0] ? userView(rows[0]) : undefined;
}

/**
 * A session's stored data and its signed-in user's row in one statement: every request
 * with a session cookie needs both (the api's session store and its actor), and two reads
 * cost two round trips. `sess` is undefined when there is no such live session; `user` is
 * null when the session names no user, or one the read model does not have (any more).
 */
export async function sessionAndUser(db: Pick<pg.Pool, 'query'>, sid: string, nowSeconds: number): Promise<{ sess: unknown; user: UserView | null } | undefined> {
  // The CASE keeps a userId that is not a uuid (none is ever written) from failing the cast.
  const { rows } = await db.query<UserRow & { session_data: unknown }>(
    `SELECT s.sess AS session_data, u.*
       FROM auth.sessions s
       LEFT JOIN rm_users.users u ON u.id = CASE WHEN s.sess->>'userId' ~ '^[0-9a-fA-F-]{36}$' THEN (s.sess->>'userId')::uuid END
      WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
    [sid, nowSeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { session_data: sess, ...user } = row;
  return { sess, user: user.id ? userView(user) : null };
}

/** Users holding any of `anyOf`, and none of `noneOf` when given. */
export async function listUsers(
  db: Pick<pg.Pool, 'query'>,
  filter: { anyOf: RoleName[]; noneOf?: RoleName[] },
  request: ListRequest,
): Promise<ListPage<UserView>> {
  const page = await listRows<UserRow>(
    db,
    {
      // Numbers are stored as +63…; the local writing (09…) is searchable too.
      from: `(SELECT *, first_name || ' ' || coalesce(middle_name || ' ', '') || last_name AS full_name,
                     CASE WHEN contact_number LIKE '+63%' THEN '0' || substr(contact_number, 4) END AS local_number
              FROM rm_users.users) u`,
      searchColumns: ['full_name', 'email', 'contact_number', 'local_number'],
      sortable: { name: 'full_name', first_name: 'first_name', last_name: 'last_name', email: 'email', contact_number: 'contact_number', created_at: 'created_at', id: 'id' },
      defaultSort: 'created_at',
      where: { sql: 'roles && $1::text[] AND NOT (roles && $2::text[])', params: [filter.anyOf, filter.noneOf ?? []] },
    },
    request,
  );
  return { total: page.total, rows: page.rows.map((r) => userView(r)) };
}

/** Which of `ids` are users holding `role` (a form's chosen customers, manongs or assessors). */
export async function idsWithRole(db: Pick<pg.Pool, 'query'>, ids: readonly string[], role: RoleName): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM rm_users.users WHERE id = ANY($1::uuid[]) AND $2 = ANY(roles)`, [ids, role]);
  return new Set(rows.map((r) => r.id));
}

/** 'First Last' by id: the users read model keeps everyone who had an account. */
export async function namesOfUsers(db: Pick<pg.Pool, 'query'>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>(`SELECT id, first_name || ' ' || last_name AS name FROM rm_users.users WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A person as a booking shows its staff. */
export interface PersonView {
  id: string;
  first_name: string;
  last_name: string;
  contact_number: string | null;
  email: string;
  picture: string | null;
}

export async function peopleByIds(db: Pick<pg.Pool, 'query'>, ids: readonly string[]): Promise<Map<string, PersonView>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<PersonView>('SELECT id, first_name, last_name, contact_number, email, picture FROM rm_users.users WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A user's roles, undefined for an unknown user. */
export async function rolesOfUser(db: Pick<pg.Pool, 'query'>, id: string): Promise<RoleName[] | undefined> {
  const { rows } = await db.query<{ roles: RoleName[] }>('SELECT roles FROM rm_users.users WHERE id = $1', [id]);
  return rows[0]?.roles;
}

/** The users read model's rows of an e-mail address (one at most, unless something went wrong). */
export async function usersWithEmail(db: Pick<pg.Pool, 'query'>, email: string): Promise<{ id: string; roles: RoleName[] }[]> {
  const { rows } = await db.query<{ id: string; roles: RoleName[] }>('SELECT id, roles FROM rm_users.users WHERE email = $1', [email]);
  return rows;
}
