import { callEarly } from './http.js';

/**
 * The first calls of the pages people land on, by path. main.tsx starts them as soon as
 * the app's script runs, so they travel alongside the page's own chunk instead of after it
 * has arrived and rendered: one round trip less before the page's content (Lighthouse's
 * largest contentful paint). The URLs are the very ones the pages ask for (api() matches
 * them exactly); a page that asks for something else simply calls again.
 */
const PAGE_CALLS: { path: RegExp; calls: (match: RegExpExecArray) => string[] }[] = [
  // catalogue/availableServices.ts, for /services, /work-orders and / (which shows /services).
  { path: /^\/(?:services|work-orders)?\/?$/, calls: () => ['/api/available-services?is_fixed_price=1', '/api/available-services?is_fixed_price=0'] },
  // booking/checkoutApi.ts: the wizard's service and the field locations.
  { path: /^\/book-services\/([^/]+)\/?$/, calls: (m) => [`/api/get-service-details?title=${encodeURIComponent(decodeURIComponent(m[1]!))}`, '/api/locations'] },
];

export function startPageCalls(pathname: string): void {
  for (const { path, calls } of PAGE_CALLS) {
    const match = path.exec(pathname);
    if (match) {
      calls(match).forEach(callEarly);
      return;
    }
  }
}
