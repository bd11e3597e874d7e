/** The administrator's booking routes: requests, manongs, calendar, assessments, audit. */
import type { ApiContext } from '../../context.js';
import type { Routes } from '../../http/routing.js';
import { assessmentAdminRoutes } from './assessmentRoutes.js';
import { calendarRoute } from './calendarRoute.js';
import { historyRoutes } from './historyRoutes.js';
import { manongRoutes } from './manongRoutes.js';
import { requestRoutes } from './requestRoutes.js';

export function adminBookingRoutes(routes: Routes, ctx: ApiContext): void {
  requestRoutes(routes, ctx);
  manongRoutes(routes, ctx);
  calendarRoute(routes, ctx);
  assessmentAdminRoutes(routes, ctx);
  historyRoutes(routes, ctx);
}
