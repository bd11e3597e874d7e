/**
 * `POST /api/dev/plans/run` (administrators, never in production): the daily run of plans
 * at the instant given, in this process, so a browser test or a demo can move time forward
 * without waiting for the worker's schedule.
 */
import { z } from 'zod';
import { runPlanVisits } from '@app/core/plans/runPlanVisits';
import { planRunReads } from '@app/projections/readModels/plans/runReads';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

const runBody = z.object({ now: z.string({ error: 'The instant must be an ISO date and time.' }).datetime({ offset: true, message: 'The instant must be an ISO date and time.' }) });

export function devPlanRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('POST /api/dev/plans/run', { summary: 'Run the daily plan job at the given instant (not in production)', body: runBody });
  routes.add('POST /api/dev/plans/run', async (req, res) => {
    if (ctx.config.NODE_ENV === 'production') throw new HttpError('not_found', 'Not found.');
    const { now } = runBody.parse(req.body);
    const result = await runPlanVisits({ store: ctx.store, db: ctx.pool, reads: planRunReads(ctx.pool), publicUrl: ctx.config.PUBLIC_URL }, new Date(now));
    // Answered once the read models show what the run wrote.
    await ctx.settle({ nextExpectedRevision: 0n, position: await ctx.store.headPosition() }, ['plans', 'bookings', 'schedules']);
    res.json({ booked: result.booked, released: result.released, unplaced: result.unplaced, skipped: result.skipped });
  });
}
