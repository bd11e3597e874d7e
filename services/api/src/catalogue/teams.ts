/**
 * Teams of manongs: the spec's `/api/teams` (admin list, create, update, remove) and
 * `/admin-api/teams` for react-admin.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { teams, type TeamData } from '@app/core/catalogue/kinds';
import { team } from '@app/core/contract/teams';
import { findTeam, listTeams, manongIds, type TeamView } from '@app/projections/readModels/catalogue/teams';
import type { ApiContext } from '../context.js';
import { mountAdminResource } from '../http/adminResource.js';
import { requiredText } from '@app/core/contract/fields';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { fieldIn, found, isUuid } from './found.js';
import { runRecordCommand } from './recordCommands.js';

const MAX_MEMBERS = 50;
const PAGE_SIZE = 10;

/**
 * The body of a create or update. Members come as user ids, or as the user objects a
 * picker holds ({id, …}); `membersField` is `members` (the spec's form) or `member_ids`
 * (react-admin), and every error about them is reported under that one name.
 */
const teamBody = (membersField: string, manongsAmong: (ids: string[]) => Promise<Set<string>>) =>
  z
    .object({
      name: requiredText('name', 100),
      [membersField]: z
        .array(z.unknown(), { error: 'The members field is required.' })
        .min(1, 'The members field is required.')
        .max(MAX_MEMBERS, `A team may not have more than ${MAX_MEMBERS} members.`)
        .transform((items) => [...new Set(items.map((m) => (m && typeof m === 'object' && 'id' in m ? (m as { id: unknown }).id : m)))])
        .refine(async (ids) => {
          if (!ids.every(isUuid)) return false;
          const manongs = await manongsAmong(ids);
          return ids.every((id) => manongs.has(id));
        }, 'The selected members are invalid: every member must be a manong.'),
    })
    .transform((b): TeamData => ({ name: b.name as string, memberIds: b[membersField] as string[] }));

export function teamRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;
  const get = (id: string) => found(id, (i) => findTeam(pool, i), 'Team');
  // react-admin PUTs the whole record: `member_ids` (the edited list) beside the read-only `members`.
  const parse = (req: Request, names: [string, string]) => teamBody(fieldIn(req.body, names), (ids) => manongIds(pool, ids)).parseAsync(req.body);
  const spec = (req: Request) => parse(req, ['members', 'member_ids']);
  const admin = (req: Request) => parse(req, ['member_ids', 'members']);

  const create = async (req: Request, data: TeamData): Promise<TeamView> => {
    const id = randomUUID();
    await runRecordCommand(ctx, req, teams, { type: 'Create', id, data });
    return get(id);
  };
  const update = async (req: Request, id: string, body: (req: Request) => Promise<TeamData>): Promise<TeamView> => {
    await get(id);
    const data = await body(req);
    await runRecordCommand(ctx, req, teams, { type: 'Update', id, data });
    return get(id);
  };
  const remove = async (req: Request, id: string) => {
    await get(id);
    await runRecordCommand(ctx, req, teams, { type: 'Remove', id });
  };

  // The teams screen shows every team (with search); `page` pages it when asked.
  routes.document('GET /api/teams', { summary: 'Every team (page pages it)', query: pagedListQuery });
  routes.add('GET /api/teams', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE, { allByDefault: true });
    res.json(pagedResponse(request, await listTeams(pool, request)));
  });
  // Documented with the spec's field name for the members (react-admin's `member_ids` is accepted too).
  const specBody = teamBody('members', (ids) => manongIds(pool, ids));
  routes.document('POST /api/teams', { summary: 'Create a team of manongs', body: specBody });
  routes.add('POST /api/teams', async (req, res) => {
    res.status(201).json({ message: 'Team has been created.', data: await create(req, await spec(req)) });
  });
  routes.document('PATCH /api/teams/:id', { summary: 'Update a team', body: specBody });
  routes.add('PATCH /api/teams/:id', async (req, res) => {
    res.json({ message: 'Team has been updated.', data: await update(req, String(req.params.id), spec) });
  });
  routes.add('DELETE /api/teams/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'Team has been removed.' });
  });

  mountAdminResource(routes, 'teams', {
    list: (r) => listTeams(pool, r),
    get: (id) => get(id).catch((e: unknown) => (e instanceof HttpError ? undefined : Promise.reject(e))),
    create: async (req) => create(req, await admin(req)),
    update: (req, id) => update(req, id, admin),
    remove,
    body: teamBody('member_ids', (ids) => manongIds(pool, ids)),
    record: team,
  });
}
