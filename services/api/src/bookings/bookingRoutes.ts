/** Every booking route of this slice: placing, the cart's quote, the look-ups and the lists. */
import type { ApiContext } from '../context.js';
import type { Routes } from '../http/routing.js';
import { bookingListRoutes } from './bookingLists.js';
import { bookingLookupRoutes } from './bookingLookups.js';
import { cartQuoteRoute } from './cartQuoteRoute.js';
import { placeBookingRoute } from './placeBookingRoute.js';

export function bookingRoutes(routes: Routes, ctx: ApiContext): void {
  placeBookingRoute(routes, ctx);
  cartQuoteRoute(routes, ctx);
  bookingLookupRoutes(routes, ctx);
  bookingListRoutes(routes, ctx);
}
