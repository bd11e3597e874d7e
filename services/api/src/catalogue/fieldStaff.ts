/**
 * The field-staff pickers: manongs for teams and booking assignments, assessors for
 * assessment assignments. Each answers every holder of the role, by name.
 */
import type { RoleName } from '@app/core/accounts/userEvents';
import { staffMembers } from '@app/core/contract/fieldStaff';
import { listUsers } from '@app/projections/readModels/users/queries';
import type { Request } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { RouteKey } from '../http/policy.js';
import type { Routes } from '../http/routing.js';

const pickerQuery = z.object({ search: z.string().max(200).optional() });

export function fieldStaffRoutes(routes: Routes, ctx: ApiContext): void {
  const holders = async (req: Request, role: RoleName) => {
    const search = pickerQuery.parse(req.query).search?.trim() || undefined;
    return (await listUsers(ctx.pool, { anyOf: [role] }, { search, sort: { field: 'name', order: 'ASC' } })).rows;
  };
  const picker = (key: RouteKey, role: RoleName) =>
    routes.document(key, { summary: `Every ${role}, by name (search narrows)`, query: pickerQuery, response: staffMembers }).add(key, async (req, res) => {
      res.json(await holders(req, role));
    });
  // The spec's screens call both manong paths (`all` is the only parameter either sends).
  picker('GET /api/manongs', 'manong');
  picker('GET /api/all-manongs', 'manong');
  picker('GET /api/assessors', 'assessor');
}
