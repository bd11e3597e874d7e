/** Every projection of the system. The projector runs these; queries read their tables. */
import type { Projection } from './projection.js';
import { catalogue } from './readModels/catalogue/projection.js';
import { auditLog } from './readModels/auditLog/projection.js';
import { users } from './readModels/users/projection.js';
import { coupons } from './readModels/coupons/projection.js';
import { schedules } from './readModels/schedules/projection.js';
import { bookings } from './readModels/bookings/projection.js';
import { assessments } from './readModels/assessments/projection.js';
import { notifications } from './readModels/notifications/projection.js';

export const projections: readonly Projection[] = [auditLog, users, catalogue, coupons, schedules, bookings, assessments, notifications];

export function findProjections(names: readonly string[]): Projection[] {
  if (names.length === 0) return [...projections];
  return names.map((name) => {
    const found = projections.find((p) => p.name === name);
    if (!found) throw new Error(`Unknown projection "${name}"; known: ${projections.map((p) => p.name).join(', ')}`);
    return found;
  });
}
