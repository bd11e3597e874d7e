/**
 * Customers: the spec's `/api/customers` (admin) and react-admin's `/admin-api/customers`.
 * A customer is an account holding the customer role.
 */
import type { Request } from 'express';
import { customerRecord } from '@app/core/contract/people';
import { findUser, listUsers, type UserView } from '@app/projections/readModels/users/queries';
import type { ListRequest } from '@app/projections/query/list';
import type { ApiContext } from '../context.js';
import { mountAdminResource } from '../http/adminResource.js';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { createInvitedAccount, loadUser, removeAccount, runUserCommand, updateAccount } from './accounts.js';
import { customerBody } from './schemas.js';

const PAGE_SIZE = 10;

/** The spec's customer record (id, names, e-mail, contact number) with the full name. */
export function customerView(user: UserView) {
  const { roles: _, picture: __, ...customer } = user;
  return customer;
}

export function customerRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;
  const list = async (request: ListRequest) => {
    const page = await listUsers(pool, { anyOf: ['customer'] }, request);
    return { total: page.total, rows: page.rows.map(customerView) };
  };
  const loadCustomer = (id: string) => loadUser(ctx, id, (u) => u.roles.includes('customer'));
  const view = async (id: string) => {
    const user = await findUser(pool, id);
    if (!user) throw new HttpError('not_found', 'Customer not found.');
    return customerView(user);
  };

  // No password from the form and no shared default: the customer sets their own through the e-mailed link.
  const create = async (req: Request) => view(await createInvitedAccount(ctx, req, customerBody.parse(req.body), ['customer']));
  const update = async (req: Request, id: string) => {
    await loadCustomer(id);
    await updateAccount(ctx, req, id, customerBody.parse(req.body));
    return view(id);
  };
  /**
   * A customer who is also an employee keeps the account and loses only the customer
   * role (removing a customer must never remove a staff account); anyone else's account
   * is removed with its sign-in and sessions.
   */
  const remove = async (req: Request, id: string) => {
    const current = await loadCustomer(id);
    const staffRoles = current.roles.filter((r) => r !== 'customer');
    if (staffRoles.length) await runUserCommand(ctx, req, { type: 'ChangeRoles', userId: id, roles: staffRoles });
    else await removeAccount(ctx, req, id);
  };

  routes.document('GET /api/customers', { summary: 'Customers, a page at a time', query: pagedListQuery });
  routes.add('GET /api/customers', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    res.json(pagedResponse(request, await list(request)));
  });
  routes.document('POST /api/customers', { summary: 'Create a customer', body: customerBody });
  routes.add('POST /api/customers', async (req, res) => {
    res.status(201).json({ message: 'Customer has been created.', data: await create(req) });
  });
  routes.document('PATCH /api/customers/:id', { summary: 'Update a customer', body: customerBody });
  routes.add('PATCH /api/customers/:id', async (req, res) => {
    res.json({ message: 'Customer information has been updated.', data: await update(req, String(req.params.id)) });
  });
  routes.add('DELETE /api/customers/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'Customer removed!' });
  });

  mountAdminResource(routes, 'customers', {
    list,
    get: (id) =>
      loadCustomer(id)
        .then(() => view(id))
        .catch(() => undefined),
    create,
    update,
    remove,
    body: customerBody,
    record: customerRecord,
  });
}
