/**
 * Employees (system users): the spec's `/api/revised-system-users` and react-admin's
 * `/admin-api/users`. An employee holds a staff role (administrator, manong, assessor);
 * customer-only accounts are not listed, and the customer role, never a choice here,
 * is hidden from the roles shown and kept as it was on every edit.
 */
import type { Request } from 'express';
import type { RoleName } from '@app/core/accounts/userEvents';
import { employeeRecord } from '@app/core/contract/people';
import { findUser, listUsers, type UserView } from '@app/projections/readModels/users/queries';
import type { ListRequest } from '@app/projections/query/list';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import { mountAdminResource } from '../http/adminResource.js';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { createInvitedAccount, loadUser, removeAccount, runUserCommand, updateAccount, uploadedPicture } from './accounts.js';
import { employeeBody, staffRoles } from './schemas.js';

const PAGE_SIZE = 10;
const OWN_ADMIN_ROLE = 'You cannot remove your own administrator role.';
const isStaff = (roles: readonly RoleName[]) => roles.some((r) => (staffRoles as readonly RoleName[]).includes(r));

/** The spec's employee record: roles as `{id, name, friendly_name}`, customer hidden. */
export function employeeView(user: UserView): UserView {
  return { ...user, roles: user.roles.filter((r) => r.name !== 'customer') };
}

/** react-admin's record: `roles` as names for its inputs, the role objects beside them. */
function adminEmployeeView(user: UserView) {
  const view = employeeView(user);
  return { ...view, roles: view.roles.map((r) => r.name), role_details: view.roles };
}

export function employeeRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;
  const list = async (request: ListRequest) => {
    const page = await listUsers(pool, { anyOf: [...staffRoles] }, request);
    return { total: page.total, rows: page.rows.map(employeeView) };
  };
  const loadEmployee = (id: string) => loadUser(ctx, id, (u) => isStaff(u.roles));
  const view = async (id: string) => {
    const user = await findUser(pool, id);
    if (!user) throw new HttpError('not_found', 'The account does not exist.');
    return employeeView(user);
  };

  const create = async (req: Request) => {
    const body = employeeBody.parse(req.body);
    const userId = await createInvitedAccount(ctx, req, body, body.roles, () => uploadedPicture(ctx, req));
    return view(userId);
  };
  const update = async (req: Request, id: string) => {
    const current = await loadEmployee(id);
    const body = employeeBody.parse(req.body);
    // An administrator cannot lock themselves out of these screens by their own edit.
    if (id === requireActor(req).userId && current.roles.includes('administrator') && !body.roles.includes('administrator')) {
      throw new HttpError('validation_failed', OWN_ADMIN_ROLE, { roles: [OWN_ADMIN_ROLE] });
    }
    const keptCustomer: RoleName[] = current.roles.includes('customer') ? ['customer'] : [];
    await updateAccount(ctx, req, id, body, { roles: [...body.roles, ...keptCustomer], picture: () => uploadedPicture(ctx, req) });
    return view(id);
  };
  /**
   * Removing an employee removes the account (event, sign-in, sessions). An employee who
   * is also a customer keeps their customer account and loses only the staff roles, so
   * their bookings and addresses stay theirs. Nobody removes their own account here.
   */
  const remove = async (req: Request, id: string) => {
    const current = await loadEmployee(id);
    if (id === requireActor(req).userId) throw new HttpError('conflict', 'You cannot remove your own account.');
    if (current.roles.includes('customer')) await runUserCommand(ctx, req, { type: 'ChangeRoles', userId: id, roles: ['customer'] });
    else await removeAccount(ctx, req, id);
  };

  routes.document('GET /api/revised-system-users', { summary: 'System accounts (employees), a page at a time', query: pagedListQuery });
  routes.add('GET /api/revised-system-users', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    res.json(pagedResponse(request, await list(request)));
  });
  routes.document('POST /api/revised-system-users', { summary: 'Add a system account', body: employeeBody, multipart: true, files: ['profile_picture'] });
  routes.add('POST /api/revised-system-users', ctx.uploads.multipart, async (req, res) => {
    res.status(201).json({ message: 'System account added', data: await create(req) });
  });
  // The spec's update: multipart POST with `_method=put` (forms cannot send a file with PUT).
  routes.document('POST /api/revised-system-users/:id', { summary: 'Update a system account (_method=put)', body: employeeBody, multipart: true, files: ['profile_picture'] });
  routes.add('POST /api/revised-system-users/:id', ctx.uploads.multipart, async (req, res) => {
    res.json({ message: 'System account updated', data: await update(req, String(req.params.id)) });
  });
  routes.document('DELETE /api/revised-system-users/:id', { summary: 'Remove a system account; answers the first page of what is left', query: pagedListQuery });
  routes.add('DELETE /api/revised-system-users/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    // The spec's screen reloads its table from this answer: the first page, after the removal.
    const request = pagedRequest(req, PAGE_SIZE);
    res.json({ message: 'System account removed', ...pagedResponse(request, await list(request)) });
  });

  mountAdminResource(routes, 'users', {
    // filter={"role":"manong"} narrows the list to one staff role (reference pickers).
    list: async (request) => {
      const role = staffRoles.find((r) => r === request.filter.role);
      const page = role ? await listUsers(pool, { anyOf: [role] }, request).then((p) => ({ total: p.total, rows: p.rows.map(employeeView) })) : await list(request);
      return { total: page.total, rows: page.rows.map(adminEmployeeView) };
    },
    get: async (id) => {
      const user = await loadEmployee(id).then(() => findUser(pool, id)).catch(() => undefined);
      return user && adminEmployeeView(user);
    },
    create: async (req) => adminEmployeeView(await create(req)),
    update: async (req, id) => adminEmployeeView(await update(req, id)),
    remove,
    before: [ctx.uploads.multipart],
    body: employeeBody,
    multipart: true,
    files: ['profile_picture'],
    record: employeeRecord,
  });
}
