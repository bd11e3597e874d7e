/**
 * The two list shapes the front ends read, over one query helper:
 * - the spec's paged lists: `{data, per_page, total, current_page, last_page}` from
 *   `page`, `per_page` (or `perPage`) and `search`, or everything with `all=true`;
 * - ra-data-simple-rest's: a JSON array with `Content-Range: <resource> <from>-<to>/<total>`,
 *   from `range=[from,to]`, `sort=[field,order]` and `filter={...}`.
 */
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { ListPage, ListRequest } from '@app/projections/query/list';
import { HttpError } from './problems.js';

const MAX_PAGE = 100;

/** The spec's paging parameters (documented on each paged list route). */
export const pagedListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  search: z.string().max(200).optional(),
  all: z.enum(['true', '1', 'false', '0']).optional(),
});

/** Reads the spec's paging parameters; `defaultPerPage` is the screen's page size. */
export function pagedRequest(req: Request, defaultPerPage: number, options: { allByDefault?: boolean } = {}): ListRequest & { page: number; perPage: number; all: boolean } {
  const q = pagedListQuery.parse(req.query);
  const perPage = q.per_page ?? q.perPage ?? defaultPerPage;
  const paged = q.page !== undefined && req.query.page !== undefined;
  const all = q.all === undefined ? Boolean(options.allByDefault) && !paged && q.per_page === undefined && q.perPage === undefined : q.all === 'true' || q.all === '1';
  return { page: q.page, perPage, all, search: q.search?.trim() || undefined, offset: all ? 0 : (q.page - 1) * perPage, limit: all ? undefined : perPage };
}

export function pagedResponse<T>(request: { page: number; perPage: number; all: boolean }, page: ListPage<T>) {
  if (request.all) return { data: page.rows, total: page.total };
  const lastPage = Math.max(1, Math.ceil(page.total / request.perPage));
  if (!page.totalRelation) return { data: page.rows, per_page: request.perPage, total: page.total, current_page: request.page, last_page: lastPage };
  // A total not counted to the end (a search of many bookings): `total_relation` says
  // "more" than `total`, or "about" `total`; `last_page` is the furthest page known to
  // exist, at least the next one while there is one.
  return {
    data: page.rows,
    per_page: request.perPage,
    total: page.total,
    total_relation: page.totalRelation,
    current_page: request.page,
    last_page: page.hasNextPage ? Math.max(lastPage, request.page + 1) : request.page,
  };
}

const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .optional();

/** ra-data-simple-rest's list parameters (documented on each react-admin list route). */
export const adminListQuery = z.object({
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
  sort: jsonParam(z.tuple([z.string().max(64), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  filter: jsonParam(z.record(z.string(), z.unknown())),
});

/** ra-data-simple-rest's getList/getMany/getManyReference parameters. */
export function adminListRequest(req: Request): ListRequest & { filter: Record<string, unknown> } {
  const q = adminListQuery.parse(req.query);
  const [from, to] = q.range ?? [0, 24];
  if (to < from) throw new HttpError('validation_failed', 'The range is invalid.', { range: ['The range is invalid.'] });
  const filter = q.filter ?? {};
  const search = typeof filter.q === 'string' ? filter.q.trim() || undefined : undefined;
  const ids = Array.isArray(filter.id) ? filter.id.map(String) : typeof filter.id === 'string' ? [filter.id] : undefined;
  return {
    offset: from,
    limit: Math.min(to - from + 1, 500),
    search,
    ids,
    sort: q.sort ? { field: q.sort[0], order: q.sort[1].toUpperCase() as 'ASC' | 'DESC' } : undefined,
    filter,
  };
}

export function sendAdminList<T>(res: Response, resource: string, request: ListRequest, page: ListPage<T>): void {
  const from = request.offset ?? 0;
  const to = page.rows.length ? from + page.rows.length - 1 : from;
  if (page.totalRelation) {
    // The complete length is not known (RFC 9110's "*"): X-Total says "more" than or
    // "about" how many, X-Has-Next-Page whether a page follows (web-admin's dataProvider).
    res.set('Content-Range', `${resource} ${from}-${to}/*`);
    res.set('X-Total', `${page.totalRelation} ${page.total}`);
    res.set('X-Has-Next-Page', String(Boolean(page.hasNextPage)));
    res.set('Access-Control-Expose-Headers', 'Content-Range, X-Total, X-Has-Next-Page');
  } else {
    res.set('Content-Range', `${resource} ${from}-${to}/${page.total}`);
    res.set('Access-Control-Expose-Headers', 'Content-Range');
  }
  res.json(page.rows);
}
