/**
 * Every projection of the system, and the query modules that read what each writes: the
 * projector runs the projections; the api, the worker and core read only through those
 * queries (tests/deps/readModelAccess.test.ts).
 */
import type { Projection } from './projection.js';
import { catalogue } from './readModels/catalogue/projection.js';
import { auditLog } from './readModels/auditLog/projection.js';
import { users } from './readModels/users/projection.js';
import { coupons } from './readModels/coupons/projection.js';
import { schedules } from './readModels/schedules/projection.js';
import { bookings } from './readModels/bookings/projection.js';
import { assessments } from './readModels/assessments/projection.js';
import { notifications } from './readModels/notifications/projection.js';
import { plans } from './readModels/plans/projection.js';

export const projections: readonly Projection[] = [
  auditLog, //       rm_audit_log: the audit list (auditLog/queries)
  users, //          rm_users: accounts, roles, names, addresses (users/queries, users/addresses)
  catalogue, //      rm_catalogue: categories, services, cities, locations, teams, a cart's prices (catalogue/*)
  coupons, //        rm_coupons: the coupon list and codes (coupons/coupons)
  schedules, //      rm_schedules: the planner's slots and the bookable ones (schedules/slots)
  bookings, //       rm_bookings: bookingList, bookingSearch, bookingCalendar, pendingPayments, manongAssignments
  assessments, //    rm_assessments: the assessment list and look-ups (assessments/queries)
  notifications, //  rm_notifications: the bell and the live pushes (notifications/queries)
  plans, //          rm_plans: plans and their visits, the daily run's work (plans/queries, plans/runReads)
];

export function findProjections(names: readonly string[]): Projection[] {
  if (names.length === 0) return [...projections];
  return names.map((name) => {
    const found = projections.find((p) => p.name === name);
    if (!found) throw new Error(`Unknown projection "${name}"; known: ${projections.map((p) => p.name).join(', ')}`);
    return found;
  });
}
