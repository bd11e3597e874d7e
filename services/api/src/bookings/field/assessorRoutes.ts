/** `GET /api/assessors/bookings`: the assessments the signed-in assessor is sent to, with their visit and documents. */
import { listAssessments } from '@app/projections/readModels/assessments/queries';
import type { ApiContext } from '../../context.js';
import { requireActor } from '../../http/actor.js';
import { pagedListQuery, pagedRequest, pagedResponse } from '../../http/lists.js';
import type { Routes } from '../../http/routing.js';

export function assessorRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/assessors/bookings', { summary: 'The assessments the signed-in assessor is sent to (every one unless paged)', query: pagedListQuery });
  routes.add('GET /api/assessors/bookings', async (req, res) => {
    const assessorId = requireActor(req).userId;
    const request = pagedRequest(req, 10, { allByDefault: true });
    res.json(pagedResponse(request, await listAssessments(ctx.pool, { ...request, assessorId, sort: { field: 'visit_date', order: 'DESC' } })));
  });
}
