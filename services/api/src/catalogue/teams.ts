/**
 * Teams of manongs: the spec's `/api/teams` (admin list, create, update, remove) and
 * `/admin-api/teams` for react-admin.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { teams, type TeamData } from '@app/core/catalogue/kinds';
import { findTeam, listTeams, manongIds, type TeamView } from '@app/projections/readModels/catalogue/teams';
import type { ApiContext } from '../context.js';
import { mountAdminResource } from '../http/adminResource.js';
import { requiredText } from '../http/fields.js';
import { pagedRequest, pagedResponse } from '../http/lists.js';
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
  const parse = (req: Request) => teamBody(fieldIn(req.body, ['members', 'member_ids']), (ids) => manongIds(pool, ids)).parseAsync(req.body);

  const create = async (req: Request): Promise<TeamView> => {
    const data = await parse(req);
    const id = randomUUID();
    await runRecordCommand(ctx, req, teams, { type: 'Create', id, data });
    return get(id);
  };
  const update = async (req: Request, id: string): Promise<TeamView> => {
    await get(id);
    const data = await parse(req);
    await runRecordCommand(ctx, req, teams, { type: 'Update', id, data });
    return get(id);
  };
  const remove = async (req: Request, id: string) => {
    await get(id);
    await runRecordCommand(ctx, req, teams, { type: 'Remove', id });
  };

  // The teams screen shows every team (with search); `page` pages it when asked.
  routes.add('GET /api/teams', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE, { allByDefault: true });
    res.json(pagedResponse(request, await listTeams(pool, request)));
  });
  routes.add('POST /api/teams', async (req, res) => {
    res.status(201).json({ message: 'Team has been created.', data: await create(req) });
  });
  routes.add('PATCH /api/teams/:id', async (req, res) => {
    res.json({ message: 'Team has been updated.', data: await update(req, String(req.params.id)) });
  });
  routes.add('DELETE /api/teams/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'Team has been removed.' });
  });

  mountAdminResource(routes, 'teams', {
    list: (r) => listTeams(pool, r),
    get: (id) => get(id).catch((e: unknown) => (e instanceof HttpError ? undefined : Promise.reject(e))),
    create,
    update,
    remove,
  });
}
