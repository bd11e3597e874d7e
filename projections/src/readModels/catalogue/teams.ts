/** Teams of manongs, with their members' names from the users read model. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

type Db = Pick<pg.Pool, 'query'>;

export interface TeamView {
  id: string;
  name: string;
  member_ids: string[];
  /** In the order they were chosen; an account removed since is left out. */
  members: { id: string; first_name: string; last_name: string }[];
  created_at: Date;
}

const SELECT_TEAMS = `SELECT t.id, t.name, t.member_ids::text[] AS member_ids,
    coalesce((SELECT json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) ORDER BY array_position(t.member_ids, u.id))
      FROM rm_users.users u WHERE u.id = ANY (t.member_ids)), '[]'::json) AS members,
    t.created_at
  FROM rm_catalogue.teams t`;

export function listTeams(db: Db, request: ListRequest): Promise<ListPage<TeamView>> {
  return listRows<TeamView>(
    db,
    {
      from: `(${SELECT_TEAMS}) t`,
      searchColumns: ['name'],
      sortable: { name: 'name', created_at: 'created_at', id: 'id' },
      defaultSort: 'name',
    },
    request,
  );
}

export async function findTeam(db: Db, id: string): Promise<TeamView | undefined> {
  const { rows } = await db.query<TeamView>(`${SELECT_TEAMS} WHERE t.id = $1`, [id]);
  return rows[0];
}

/** Of `ids`, the ones that are accounts holding the manong role. */
export async function manongIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM rm_users.users WHERE id = ANY ($1::uuid[]) AND 'manong' = ANY (roles)`, [ids]);
  return new Set(rows.map((r) => r.id));
}
