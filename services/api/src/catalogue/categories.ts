/**
 * Categories: the spec's `/api/categories` (public list, multipart create and update,
 * remove) and `/admin-api/categories` for react-admin.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { DomainError } from '@app/core/commands/decider';
import { categories, type CategoryData } from '@app/core/catalogue/kinds';
import { firstFree, slugify } from '@app/core/catalogue/friendlyName';
import { findCategory, listCategories, servicesInCategory, takenFriendlyNames, type CategoryView } from '@app/projections/readModels/catalogue/categories';
import type { ApiContext } from '../context.js';
import { mountAdminResource } from '../http/adminResource.js';
import { booleanish, requiredText } from '@app/core/contract/fields';
import { categoryRecord } from '@app/core/contract/catalogueRecords';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { fileOf, IMAGE_TYPES } from '../http/uploads.js';
import { found } from './found.js';
import { runRecordCommand } from './recordCommands.js';

const PAGE_SIZE = 7;

/** Multipart fields are text: an empty one is an absent one. */
const optionalFlag = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), booleanish(label).optional());

const categoryFields = {
  name: requiredText('name', 100),
  description: requiredText('description', 2000),
  /** The spec's form field; admin-api records call it `is_fixed_price`. */
  is_for_fixed_price: optionalFlag('is for fixed price'),
  is_fixed_price: optionalFlag('is fixed price'),
  is_for_assessment: optionalFlag('is for assessment'),
};

/** The kind a body asks for: fixed price, else the opposite of is_for_assessment, else `current`. */
function kindOf(body: { is_for_fixed_price?: boolean; is_fixed_price?: boolean; is_for_assessment?: boolean }, current: boolean | undefined) {
  const fixed = body.is_for_fixed_price ?? body.is_fixed_price ?? (body.is_for_assessment === undefined ? current : !body.is_for_assessment);
  return { fixed, assessment: body.is_for_assessment ?? (fixed === undefined ? undefined : !fixed) };
}

/** A category is either fixed-price or for assessment, never both nor neither. */
const oneKind = (required: boolean) => (body: Parameters<typeof kindOf>[0], ctx: z.RefinementCtx) => {
  const { fixed, assessment } = kindOf(body, undefined);
  if (fixed === undefined && required) ctx.addIssue({ code: 'custom', path: ['is_for_fixed_price'], message: 'The is for fixed price field is required.' });
  if (fixed !== undefined && assessment === fixed) ctx.addIssue({ code: 'custom', path: ['is_for_assessment'], message: 'A category is either fixed-price or for assessment.' });
};

const createCategoryBody = z.object(categoryFields).superRefine(oneKind(true));
const updateCategoryBody = z
  .object({ ...categoryFields, _method: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(['PATCH', 'PUT'], { error: 'The _method must be PATCH.' }).optional()) })
  .superRefine(oneKind(false));

export function categoryRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool, uploads } = ctx;
  const get = (id: string) => found(id, (i) => findCategory(pool, i), 'Category');

  /** The uploaded image, checked by its content, stored; undefined when none was sent. */
  const image = async (req: Request) => {
    const file = fileOf(req.files, 'image');
    return file ? uploads.store(file, 'categories', IMAGE_TYPES, 'image') : undefined;
  };
  // Read from the read model: two creates racing on one name could both take a slug;
  // get-service-details then answers the older category, and a rename of either fixes it.
  const friendlyName = async (name: string, id: string | null) => firstFree(slugify(name), await takenFriendlyNames(pool, slugify(name), id));

  const create = async (req: Request): Promise<CategoryView> => {
    const body = createCategoryBody.parse(req.body);
    const kind = kindOf(body, undefined);
    const id = randomUUID();
    const data: CategoryData = {
      name: body.name,
      friendlyName: await friendlyName(body.name, null),
      description: body.description,
      image: (await image(req)) ?? null,
      isFixedPrice: kind.fixed!,
      isForAssessment: kind.assessment!,
    };
    await runRecordCommand(ctx, req, categories, { type: 'Create', id, data });
    return get(id);
  };

  const update = async (req: Request, id: string): Promise<CategoryView> => {
    const current = await get(id);
    const body = updateCategoryBody.parse(req.body);
    const kind = kindOf(body, current.is_fixed_price === 1);
    // A rename moves the category's booking URL; an unchanged name keeps it.
    const keepsName = body.name === current.name;
    const data: CategoryData = {
      name: body.name,
      friendlyName: keepsName ? current.friendly_name : await friendlyName(body.name, id),
      description: body.description,
      image: (await image(req)) ?? current.image,
      isFixedPrice: kind.fixed!,
      isForAssessment: kind.assessment!,
    };
    await runRecordCommand(ctx, req, categories, { type: 'Update', id, data });
    return get(id);
  };

  const remove = async (req: Request, id: string) => {
    await get(id);
    const services = await servicesInCategory(pool, id);
    if (services > 0) throw new DomainError('conflict', `This category still has ${services} service(s). Remove its services first.`);
    await runRecordCommand(ctx, req, categories, { type: 'Remove', id });
  };

  // The booking flow asks for every category (all=true); the admin table pages by 7.
  routes.document('GET /api/categories', { summary: 'Categories, 7 a page (all=true: every one)', query: pagedListQuery });
  routes.add('GET /api/categories', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    res.json(pagedResponse(request, await listCategories(pool, request)));
  });
  routes.document('POST /api/categories', { summary: 'Create a category', body: createCategoryBody, multipart: true, files: ['image'] });
  routes.add('POST /api/categories', uploads.multipart, async (req, res) => {
    res.status(201).json({ message: 'Category created!', data: await create(req) });
  });
  // Browsers cannot send multipart PATCH from a plain form: Laravel's `_method=PATCH` over POST.
  routes.document('POST /api/categories/:id', { summary: 'Update a category (_method=PATCH)', body: updateCategoryBody, multipart: true, files: ['image'] });
  routes.add('POST /api/categories/:id', uploads.multipart, async (req, res) => {
    res.json({ message: 'Category updated!', data: await update(req, String(req.params.id)) });
  });
  routes.document('PATCH /api/categories/:id', { summary: 'Update a category', body: updateCategoryBody, multipart: true, files: ['image'] });
  routes.add('PATCH /api/categories/:id', uploads.multipart, async (req, res) => {
    res.json({ message: 'Category updated!', data: await update(req, String(req.params.id)) });
  });
  routes.add('DELETE /api/categories/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'Category has been removed!' });
  });

  mountAdminResource(routes, 'categories', {
    list: (r) => listCategories(pool, r),
    get: (id) => get(id).catch((e: unknown) => (e instanceof HttpError ? undefined : Promise.reject(e))),
    create,
    update,
    remove,
    before: [uploads.multipart],
    body: createCategoryBody,
    updateBody: updateCategoryBody,
    multipart: true,
    files: ['image'],
    record: categoryRecord,
  });
}
