/** The customer and public side of the booking lifecycle (README.md): one mount for routes.ts. */
import type { ApiContext } from '../../context.js';
import type { Routes } from '../../http/routing.js';
import { customerCalendarRoute } from '../calendar/customerCalendar.js';
import { activateAccountRoute } from './activateAccount.js';
import { assessmentRequestRoute } from './assessmentRequestRoute.js';
import { bookingPageRoutes } from './bookingPages.js';
import { myBookingRoutes } from './myBookingRoutes.js';
import { requestRoutes } from './requestRoutes.js';
import { successPageRoute } from './successPage.js';
import { workPermitRoutes } from './workPermitRoutes.js';

export function customerBookingRoutes(routes: Routes, ctx: ApiContext): void {
  requestRoutes(routes, ctx);
  myBookingRoutes(routes, ctx);
  workPermitRoutes(routes, ctx);
  bookingPageRoutes(routes, ctx);
  activateAccountRoute(routes, ctx);
  successPageRoute(routes, ctx);
  customerCalendarRoute(routes, ctx);
  assessmentRequestRoute(routes, ctx);
}
