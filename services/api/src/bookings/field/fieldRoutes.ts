/** The field staff's routes: a manong's bookings and work, an assessor's assessments, documents. */
import type { ApiContext } from '../../context.js';
import type { Routes } from '../../http/routing.js';
import { staffCalendarRoutes } from '../calendar/staffCalendar.js';
import { assessorRoutes } from './assessorRoutes.js';
import { documentRoutes } from './documentRoutes.js';
import { manongRoutes } from './manongRoutes.js';

export function fieldBookingRoutes(routes: Routes, ctx: ApiContext): void {
  manongRoutes(routes, ctx);
  assessorRoutes(routes, ctx);
  documentRoutes(routes, ctx);
  staffCalendarRoutes(routes, ctx);
}
