/**
 * Mounts a resource at `/admin-api/<name>` in ra-data-simple-rest's conventions:
 * GET list (array + Content-Range), GET one, POST (created record), PUT (updated record),
 * DELETE (the removed record). The handlers are the same ones the spec's routes use.
 */
import type { Request } from 'express';
import type { ListPage } from '@app/projections/query/list';
import { z } from 'zod';
import { adminListQuery, adminListRequest, sendAdminList } from './lists.js';
import type { adminResources, RouteKey } from './policy.js';
import { HttpError } from './problems.js';
import type { Routes } from './routing.js';
import type { RequestHandler } from 'express';

export interface ResourceHandlers<T> {
  list(request: ReturnType<typeof adminListRequest>): Promise<ListPage<T>>;
  get(id: string): Promise<T | undefined>;
  create(req: Request): Promise<T>;
  update(req: Request, id: string): Promise<T>;
  remove(req: Request, id: string): Promise<void>;
  /** Runs before create and update (e.g. multipart parsing). */
  before?: RequestHandler[];
  /** What create parses (and update, unless `updateBody` says otherwise), for the OpenAPI document. */
  body?: z.ZodType;
  /** null: update takes no body (it is refused). */
  updateBody?: z.ZodType | null;
  /** Create and update also take multipart/form-data, with these file parts. */
  multipart?: boolean;
  files?: readonly string[];
  /** The record every call answers (the list: an array of them), a schema of @app/core/contract. */
  record?: z.ZodType;
}

export function mountAdminResource<T>(routes: Routes, name: (typeof adminResources)[number], handlers: ResourceHandlers<T>): void {
  const key = (method: string, suffix = '') => `${method} /admin-api/${name}${suffix}` as RouteKey;
  const found = async (id: string) => {
    const record = await handlers.get(id);
    if (!record) throw new HttpError('not_found', 'Record not found.');
    return record;
  };
  const before = handlers.before ?? [];
  const multipart = handlers.multipart ?? false;
  const files = handlers.files ?? [];
  const record = handlers.record;
  const answers = (schema: z.ZodType | undefined) => (schema ? { response: schema } : {});
  routes.document(key('GET'), { summary: `List ${name} (react-admin)`, query: adminListQuery, ...answers(record && z.array(record)) });
  if (handlers.body) routes.document(key('POST'), { summary: `Create one of ${name} (react-admin)`, body: handlers.body, multipart, files, ...answers(record) });
  const updateBody = handlers.updateBody === undefined ? handlers.body : handlers.updateBody;
  if (updateBody) routes.document(key('PUT', '/:id'), { summary: `Update one of ${name} (react-admin)`, body: updateBody, multipart, files, ...answers(record) });
  if (record) {
    routes.document(key('GET', '/:id'), { summary: `One of ${name} (react-admin)`, response: record });
    routes.document(key('DELETE', '/:id'), { summary: `Remove one of ${name} (react-admin): answers the removed record`, response: record });
  }
  routes.add(key('GET'), async (req, res) => {
    const request = adminListRequest(req);
    sendAdminList(res, name, request, await handlers.list(request));
  });
  routes.add(key('GET', '/:id'), async (req, res) => {
    res.json(await found(String(req.params.id)));
  });
  routes.add(key('POST'), ...before, async (req, res) => {
    res.status(201).json(await handlers.create(req));
  });
  routes.add(key('PUT', '/:id'), ...before, async (req, res) => {
    res.json(await handlers.update(req, String(req.params.id)));
  });
  routes.add(key('DELETE', '/:id'), async (req, res) => {
    const id = String(req.params.id);
    const record = await found(id);
    await handlers.remove(req, id);
    res.json(record);
  });
}
