/** Every route slice of the api, mounted through the policy table. */
import type { ApiContext } from './context.js';
import { authRoutes } from './auth/routes.js';
import { cityRoutes } from './catalogue/cities.js';
import { Routes } from './http/routing.js';

export function buildRoutes(ctx: ApiContext): Routes {
  const routes = new Routes();
  authRoutes(routes, ctx);
  cityRoutes(routes, ctx);
  routes.assertComplete();
  return routes;
}
