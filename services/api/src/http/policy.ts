/**
 * The one policy table: every route of the api and who may call it. Routes are mounted
 * only through it (routing.ts), and the authorization matrix test walks it.
 */
import { administrator, administratorOrSelf, anyone, signedIn, type Policy } from './access.js';

/** ra-data-simple-rest's five calls on `/admin-api/<resource>`, administrators only. */
function adminResource<R extends string>(resource: R) {
  return {
    [`GET /admin-api/${resource}`]: administrator,
    [`GET /admin-api/${resource}/:id`]: administrator,
    [`POST /admin-api/${resource}`]: administrator,
    [`PUT /admin-api/${resource}/:id`]: administrator,
    [`DELETE /admin-api/${resource}/:id`]: administrator,
  } as Record<`${'GET' | 'POST'} /admin-api/${R}` | `${'GET' | 'PUT' | 'DELETE'} /admin-api/${R}/:id`, Policy>;
}

export const adminResources = ['cities', 'locations', 'categories', 'category-services', 'teams', 'users', 'customers', 'addresses', 'coupons', 'schedules'] as const;

export const policies = {
  // Sign-in and the current user
  'GET /sanctum/csrf-cookie': anyone,
  'POST /auth/login': anyone,
  'POST /auth/logout': anyone,
  'POST /auth/register': anyone,
  'GET /api/user': signedIn,
  'POST /api/my-profile/update': signedIn,
  'GET /api/set-password/:token': anyone,
  'POST /api/set-password': anyone,
  'GET /api/roles': administrator,

  // Cities
  'GET /api/clients/cities': anyone,
  'GET /api/cities': administrator,
  'POST /api/cities': administrator,
  'PATCH /api/cities/:id': administrator,
  'DELETE /api/cities/:id': administrator,

  ...adminResource('cities'),
} satisfies Record<string, Policy>;

export type RouteKey = keyof typeof policies;
