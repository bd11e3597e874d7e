/** Maintenance plans over HTTP (docs/plans.md): settings, my plans, the visits' links, the console's resource, the dev run. */
import type { ApiContext } from '../context.js';
import type { Routes } from '../http/routing.js';
import { adminPlanRoutes } from './adminPlanRoutes.js';
import { devPlanRoutes } from './devPlanRoutes.js';
import { myPlanRoutes } from './myPlanRoutes.js';
import { planSettingsRoutes } from './planSettingsRoutes.js';
import { planVisitRoutes } from './planVisitRoutes.js';

export function planRoutes(routes: Routes, ctx: ApiContext): void {
  planSettingsRoutes(routes, ctx);
  myPlanRoutes(routes, ctx);
  planVisitRoutes(routes, ctx);
  adminPlanRoutes(routes, ctx);
  devPlanRoutes(routes, ctx);
}
