/** Every route slice of the api, mounted through the policy table. */
import type { ApiContext } from './context.js';
import { authRoutes } from './auth/routes.js';
import { cityRoutes } from './catalogue/cities.js';
import { availableServiceRoutes } from './catalogue/availableServices.js';
import { categoryRoutes } from './catalogue/categories.js';
import { categoryServiceRoutes } from './catalogue/categoryServices.js';
import { fieldStaffRoutes } from './catalogue/fieldStaff.js';
import { locationRoutes } from './catalogue/locations.js';
import { teamRoutes } from './catalogue/teams.js';
import { openApiRoutes } from './http/openapi/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { Routes } from './http/routing.js';
import { peopleRoutes } from './people/routes.js';
import { couponRoutes } from './coupons/couponRoutes.js';
import { scheduleRoutes } from './schedules/scheduleRoutes.js';
import { paymentRoutes } from './payments/paymentRoutes.js';
import { bookingRoutes } from './bookings/bookingRoutes.js';
import { customerBookingRoutes } from './bookings/customer/customerRoutes.js';
import { bookingPaymentRoutes } from './bookings/payment/bookingPaymentRoutes.js';
import { recordOutcomeOnBooking } from './payments/outcomeHook.js';
import { adminBookingRoutes } from './bookings/admin/adminRoutes.js';
import { fieldBookingRoutes } from './bookings/field/fieldRoutes.js';

export function buildRoutes(ctx: ApiContext): Routes {
  const routes = new Routes();
  openApiRoutes(routes, '0.1.0');
  authRoutes(routes, ctx);
  cityRoutes(routes, ctx);
  peopleRoutes(routes, ctx);
  categoryRoutes(routes, ctx);
  categoryServiceRoutes(routes, ctx);
  availableServiceRoutes(routes, ctx);
  locationRoutes(routes, ctx);
  teamRoutes(routes, ctx);
  fieldStaffRoutes(routes, ctx);
  couponRoutes(routes, ctx);
  scheduleRoutes(routes, ctx);
  paymentRoutes(routes, ctx, { gateways: ctx.gateways, onOutcome: recordOutcomeOnBooking(ctx) });
  bookingRoutes(routes, ctx);
  customerBookingRoutes(routes, ctx);
  bookingPaymentRoutes(routes, ctx);
  adminBookingRoutes(routes, ctx);
  fieldBookingRoutes(routes, ctx);
  notificationRoutes(routes, ctx);
  routes.assertComplete();
  return routes;
}
