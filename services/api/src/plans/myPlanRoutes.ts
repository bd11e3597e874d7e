/** The customer's plans (My Bookings' Plans tab): their own only; another's is a 404. */
import { myPlan, myPlanChanged, myPlans } from '@app/core/contract/plans';
import { plansOfCustomer } from '@app/projections/readModels/plans/queries';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import type { Routes } from '../http/routing.js';
import { ACTION_MESSAGES, intervalBody, planRow, runAction, type PlanAction } from './planActions.js';
import { planRecords } from './planRecords.js';

export function myPlanRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/my-plans', { summary: "The signed-in customer's maintenance plans", response: myPlans });
  routes.add('GET /api/my-plans', async (req, res) => {
    const actor = requireActor(req);
    res.json({ data: await planRecords(ctx, await plansOfCustomer(ctx.pool, actor.userId), { admin: false }) });
  });
  routes.document('GET /api/my-plans/:id', { summary: 'One of my plans, with every visit', response: myPlan });
  routes.add('GET /api/my-plans/:id', async (req, res) => {
    const row = await planRow(ctx, String(req.params.id), requireActor(req).userId);
    const [record] = await planRecords(ctx, [row], { admin: false, withVisits: true });
    res.json({ data: record });
  });

  const action = (key: 'POST /api/my-plans/:id/skip-next' | 'POST /api/my-plans/:id/pause' | 'POST /api/my-plans/:id/resume' | 'POST /api/my-plans/:id/cancel' | 'PUT /api/my-plans/:id/interval', name: PlanAction, summary: string) => {
    routes.document(key, { summary, response: myPlanChanged, ...(name === 'interval' ? { body: intervalBody } : {}) });
    routes.add(key, async (req, res) => {
      const row = await planRow(ctx, String(req.params.id), requireActor(req).userId);
      res.json({ message: ACTION_MESSAGES[name], data: await runAction(ctx, req, row, name, 'customer', false) });
    });
  };
  action('POST /api/my-plans/:id/skip-next', 'skip-next', 'Skip the next visit of my plan (an unpaid booked one is released)');
  action('POST /api/my-plans/:id/pause', 'pause', 'Pause my plan');
  action('POST /api/my-plans/:id/resume', 'resume', 'Resume my plan');
  action('POST /api/my-plans/:id/cancel', 'cancel', 'Cancel my plan (an unpaid booked visit is released)');
  action('PUT /api/my-plans/:id/interval', 'interval', "Change my plan's interval");
}
