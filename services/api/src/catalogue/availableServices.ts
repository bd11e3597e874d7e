/**
 * The public booking flow's reads of the catalogue: the service carousel
 * (`/api/available-services?is_fixed_price=1|0`) and one category's page
 * (`/api/get-service-details?title=<friendly_name>`).
 */
import { availableService, availableServices } from '@app/core/contract/catalogue';
import { z } from 'zod';
import { findServiceDetails, listAvailableServices } from '@app/projections/readModels/catalogue/availableServices';
import type { ApiContext } from '../context.js';
import { booleanish } from '@app/core/contract/fields';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

/** Without `is_fixed_price`, both kinds are listed. */
const availableQuery = z.object({ is_fixed_price: z.preprocess((v) => (v === '' ? undefined : v), booleanish('is fixed price').optional()) });
const detailsQuery = z.object({ title: z.string({ error: 'The title field is required.' }).trim().min(1, 'The title field is required.').max(200) });

export function availableServiceRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/available-services', { summary: 'Services by kind', query: availableQuery, response: availableServices });
  routes.add('GET /api/available-services', async (req, res) => {
    const query = availableQuery.parse(req.query);
    res.json(await listAvailableServices(ctx.pool, query.is_fixed_price ?? null));
  });
  routes.document('GET /api/get-service-details', { summary: 'One service by its friendly name', query: detailsQuery, response: availableService });
  routes.add('GET /api/get-service-details', async (req, res) => {
    const details = await findServiceDetails(ctx.pool, detailsQuery.parse(req.query).title);
    if (!details) throw new HttpError('not_found', 'Service not found.');
    res.json(details);
  });
}
