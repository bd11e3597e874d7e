/**
 * Some screens live at the spec's paths (/admin/discount-coupons, /admin/schedule-planner)
 * while the api names the resource plainly (/admin-api/coupons, /admin-api/schedules).
 * The console's resource name is the route; this table turns it into the api's.
 */
import type { DataProvider } from 'react-admin';

export const BACKEND_RESOURCE: Readonly<Record<string, string>> = {
  'discount-coupons': 'coupons',
  'schedule-planner': 'schedules',
  'bookings-for-rebooking': 'rebookings',
  'bookings-for-cancellation': 'cancellations',
};

export function backendResource(resource: string): string {
  return BACKEND_RESOURCE[resource] ?? resource;
}

/** Every call of `base` with the console's resource name replaced by the api's. */
export function withBackendNames(base: DataProvider): DataProvider {
  return new Proxy(base, {
    get(target, property, receiver) {
      const method = Reflect.get(target, property, receiver) as unknown;
      if (typeof method !== 'function') return method;
      return (resource: unknown, ...rest: unknown[]) =>
        (method as (...args: unknown[]) => unknown).call(target, typeof resource === 'string' ? backendResource(resource) : resource, ...rest);
    },
  });
}
