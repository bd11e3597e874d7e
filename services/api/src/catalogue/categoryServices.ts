/**
 * Category services: the spec's `/api/category-services` (admin table paged by 5, create,
 * update, remove) and `/admin-api/category-services` for react-admin.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { categoryServices, type CategoryServiceData } from '@app/core/catalogue/kinds';
import { findCategory } from '@app/projections/readModels/catalogue/categories';
import { findCategoryService, listCategoryServices, type CategoryServiceView } from '@app/projections/readModels/catalogue/categoryServices';
import type { ApiContext } from '../context.js';
import { mountAdminResource } from '../http/adminResource.js';
import { optionalText, requiredText, uuid } from '@app/core/contract/fields';
import { categoryServiceRecord } from '@app/core/contract/catalogueRecords';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { fieldIn, found, isUuid } from './found.js';
import { runRecordCommand } from './recordCommands.js';

const PAGE_SIZE = 5;
/** numeric(12, 2) in the read model. */
const MAX_PRICE = 9_999_999_999.99;

/** Pesos: a number (or its text, from forms), at least 0, two decimals at most. */
const price = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'The price field is required.' : 'The price must be a number.') })
    .min(0, 'The price must be at least 0.')
    .max(MAX_PRICE, `The price may not be greater than ${MAX_PRICE}.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'The price may have at most 2 decimal places.'),
);

/**
 * The body of a create or update. `categoryField` is where the category id comes in:
 * `category` from the spec's form, `category_id` from react-admin; errors are reported
 * under the same name.
 */
const serviceBody = (categoryField: string, categoryExists: (id: string) => Promise<boolean>) =>
  z
    .object({
      // The refinement runs after a failed uuid check too: only a well-formed id is looked up.
      [categoryField]: uuid('category').refine(async (id) => !isUuid(id) || (await categoryExists(id)), 'The selected category is invalid.'),
      name: requiredText('name', 150),
      price,
      per_unit: optionalText('per unit', 50),
    })
    .transform((b): CategoryServiceData => ({ categoryId: b[categoryField] as string, name: b.name as string, price: b.price as number, perUnit: (b.per_unit as string | null) ?? null }));

export function categoryServiceRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;
  const get = (id: string) => found(id, (i) => findCategoryService(pool, i), 'Category service');
  const categoryExists = async (id: string) => (await findCategory(pool, id)) !== undefined;
  // react-admin PUTs the whole record: `category_id` (the edited one) beside the read-only `category` object.
  const parse = (req: Request, names: [string, string]) => serviceBody(fieldIn(req.body, names), categoryExists).parseAsync(req.body);
  const spec = (req: Request) => parse(req, ['category', 'category_id']);
  const admin = (req: Request) => parse(req, ['category_id', 'category']);

  const create = async (req: Request, data: CategoryServiceData): Promise<CategoryServiceView> => {
    const id = randomUUID();
    await runRecordCommand(ctx, req, categoryServices, { type: 'Create', id, data });
    return get(id);
  };
  const update = async (req: Request, id: string, body: (req: Request) => Promise<CategoryServiceData>): Promise<CategoryServiceView> => {
    await get(id);
    const data = await body(req);
    await runRecordCommand(ctx, req, categoryServices, { type: 'Update', id, data });
    return get(id);
  };
  const remove = async (req: Request, id: string) => {
    await get(id);
    await runRecordCommand(ctx, req, categoryServices, { type: 'Remove', id });
  };

  routes.document('GET /api/category-services', { summary: 'Category services, 5 a page', query: pagedListQuery });
  routes.add('GET /api/category-services', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    res.json(pagedResponse(request, await listCategoryServices(pool, request)));
  });
  // Documented with the spec's field name for the category (react-admin's `category_id` is accepted too).
  const specBody = serviceBody('category', categoryExists);
  routes.document('POST /api/category-services', { summary: 'Create a category service', body: specBody });
  routes.add('POST /api/category-services', async (req, res) => {
    res.status(201).json({ message: 'Category service has been created.', data: await create(req, await spec(req)) });
  });
  routes.document('PATCH /api/category-services/:id', { summary: 'Update a category service', body: specBody });
  routes.add('PATCH /api/category-services/:id', async (req, res) => {
    res.json({ message: 'Category service has been updated!', data: await update(req, String(req.params.id), spec) });
  });
  routes.add('DELETE /api/category-services/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'Category Service removed!' });
  });

  mountAdminResource(routes, 'category-services', {
    // react-admin's ReferenceManyField asks for one category's services with filter={category_id}.
    list: (r) => {
      const categoryId = typeof r.filter.category_id === 'string' ? r.filter.category_id : undefined;
      if (categoryId !== undefined && !isUuid(categoryId)) return Promise.resolve({ rows: [], total: 0 });
      return listCategoryServices(pool, { ...r, categoryId });
    },
    get: (id) => get(id).catch((e: unknown) => (e instanceof HttpError ? undefined : Promise.reject(e))),
    create: async (req) => create(req, await admin(req)),
    update: (req, id) => update(req, id, admin),
    remove,
    body: serviceBody('category_id', categoryExists),
    record: categoryServiceRecord,
  });
}
