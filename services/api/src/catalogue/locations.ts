/**
 * Field locations: the public `/api/locations` the booking flow picks from per service,
 * and `/admin-api/locations`, the only way to change them (the spec has no write calls).
 */
import { locations as locationList } from '@app/core/contract/catalogue';
import { locationRecord } from '@app/core/contract/catalogueRecords';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { locations } from '@app/core/catalogue/kinds';
import { findLocation, listLocations } from '@app/projections/readModels/catalogue/locations';
import type { ApiContext } from '../context.js';
import { mountAdminResource } from '../http/adminResource.js';
import { requiredText } from '@app/core/contract/fields';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { found } from './found.js';
import { runRecordCommand } from './recordCommands.js';

const locationBody = z.object({ name: requiredText('name', 100) });

export function locationRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;
  const get = (id: string) => found(id, (i) => findLocation(pool, i), 'Location');

  routes.document('GET /api/locations', { summary: 'The field locations, by name', response: locationList });
  routes.add('GET /api/locations', async (_req, res) => {
    const { rows } = await listLocations(pool, { sort: { field: 'name', order: 'ASC' } });
    res.json(rows.map(({ id, name }) => ({ id, name })));
  });

  mountAdminResource(routes, 'locations', {
    list: (r) => listLocations(pool, r),
    get: (id) => get(id).catch((e: unknown) => (e instanceof HttpError ? undefined : Promise.reject(e))),
    async create(req: Request) {
      const id = randomUUID();
      await runRecordCommand(ctx, req, locations, { type: 'Create', id, data: locationBody.parse(req.body) });
      return get(id);
    },
    async update(req: Request, id: string) {
      await get(id);
      await runRecordCommand(ctx, req, locations, { type: 'Update', id, data: locationBody.parse(req.body) });
      return get(id);
    },
    async remove(req: Request, id: string) {
      await get(id);
      await runRecordCommand(ctx, req, locations, { type: 'Remove', id });
    },
    body: locationBody,
    record: locationRecord,
  });
}
