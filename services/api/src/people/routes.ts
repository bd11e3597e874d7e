/** The people slice: employees, customers and addresses. */
import type { ApiContext } from '../context.js';
import type { Routes } from '../http/routing.js';
import { addressRoutes } from './addresses.js';
import { customerRoutes } from './customers.js';
import { employeeRoutes } from './employees.js';
import { textMessageRoutes } from './textMessages.js';

export function peopleRoutes(routes: Routes, ctx: ApiContext): void {
  employeeRoutes(routes, ctx);
  customerRoutes(routes, ctx);
  addressRoutes(routes, ctx);
  textMessageRoutes(routes, ctx);
}
