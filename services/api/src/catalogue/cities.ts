/**
 * Cities: the spec's `/api/cities` (admin) and `/api/clients/cities` (booking flow),
 * and `/admin-api/cities` for react-admin.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { DomainError } from '@app/core/commands/decider';
import { cities } from '@app/core/catalogue/kinds';
import { addressesInCity, findCity, listCities } from '@app/projections/readModels/catalogue/cities';
import { cityList } from '@app/core/contract/accounts';
import { cityRecord } from '@app/core/contract/catalogueRecords';
import type { ApiContext } from '../context.js';
import { mountAdminResource } from '../http/adminResource.js';
import { requiredText } from '@app/core/contract/fields';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { runRecordCommand } from './recordCommands.js';

const PAGE_SIZE = 10;
const cityBody = z.object({ name: requiredText('name', 100) });

export function cityRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;
  const get = async (id: string) => {
    const city = z.string().uuid().safeParse(id).success ? await findCity(pool, id) : undefined;
    if (!city) throw new HttpError('not_found', 'City not found.');
    return city;
  };
  const create = async (req: Request) => {
    const id = randomUUID();
    await runRecordCommand(ctx, req, cities, { type: 'Create', id, data: cityBody.parse(req.body) });
    return get(id);
  };
  const update = async (req: Request, id: string) => {
    await get(id);
    await runRecordCommand(ctx, req, cities, { type: 'Update', id, data: cityBody.parse(req.body) });
    return get(id);
  };
  const remove = async (req: Request, id: string) => {
    await get(id);
    const used = await addressesInCity(pool, id);
    if (used > 0) throw new DomainError('conflict', `This city is used by ${used} address(es) and cannot be removed.`);
    await runRecordCommand(ctx, req, cities, { type: 'Remove', id });
  };

  // The booking flow's address forms want every city; the admin table pages by 10.
  routes.document('GET /api/clients/cities', { summary: 'Every city (paged when asked)', query: pagedListQuery, response: cityList });
  routes.add('GET /api/clients/cities', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE, { allByDefault: true });
    res.json(pagedResponse(request, await listCities(pool, request)));
  });
  routes.document('GET /api/cities', { summary: 'Cities, 10 a page', query: pagedListQuery });
  routes.add('GET /api/cities', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    res.json(pagedResponse(request, await listCities(pool, request)));
  });
  routes.document('POST /api/cities', { summary: 'Create a city', body: cityBody });
  routes.add('POST /api/cities', async (req, res) => {
    res.status(201).json({ message: 'City has been created.', data: await create(req) });
  });
  routes.document('PATCH /api/cities/:id', { summary: 'Rename a city', body: cityBody });
  routes.add('PATCH /api/cities/:id', async (req, res) => {
    res.json({ message: 'City has been updated.', data: await update(req, String(req.params.id)) });
  });
  routes.add('DELETE /api/cities/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'City has been removed.' });
  });

  mountAdminResource(routes, 'cities', { list: (r) => listCities(pool, r), get: (id) => get(id).catch(() => undefined), create, update, remove, body: cityBody, record: cityRecord });
}
