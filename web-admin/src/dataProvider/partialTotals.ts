/**
 * Lists whose total the api did not count to the end (a search of many bookings): it
 * answers `Content-Range: <resource> <from>-<to>/*` with `X-Total: more <n>` ("more than
 * n") or `X-Total: about <n>` (an estimate) and `X-Has-Next-Page`. ra-data-simple-rest
 * would read "*" as no total at all, so getList is read here: such a page comes back with
 * react-admin's `pageInfo` (previous/next, no last page) and the figure in `meta.total`,
 * which FixedPagination shows ("1-10 of more than 1,000", "1-10 of about 62,000").
 */
import type { DataProvider, fetchUtils, GetListParams } from 'react-admin';

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ headers: Headers; json: unknown }>;

export interface PartialTotal {
  relation: 'more' | 'about';
  value: number;
}

/** The `X-Total` header's figure, if it is one this module knows. */
export function parsePartialTotal(header: string | null): PartialTotal | undefined {
  const match = /^(more|about) (\d+)$/.exec(header?.trim() ?? '');
  return match ? { relation: match[1] as PartialTotal['relation'], value: Number(match[2]) } : undefined;
}

/** getList as ra-data-simple-rest sends it, reading a total that is exact, "more than" or "about". */
export function withPartialTotals(base: DataProvider, apiUrl: string, httpClient: HttpClient): DataProvider {
  return {
    ...base,
    async getList(resource: string, params: GetListParams) {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
      const [from, to] = [(page - 1) * perPage, page * perPage - 1];
      const query = new URLSearchParams({ sort: JSON.stringify([field, order]), range: JSON.stringify([from, to]), filter: JSON.stringify(params.filter ?? {}) });
      const { headers, json } = await httpClient(`${apiUrl}/${resource}?${query}`, { headers: new Headers({ Range: `${resource}=${from}-${to}` }), signal: params.signal });
      const range = headers.get('content-range');
      if (!range) throw new Error(`The Content-Range header is missing in the answer of ${resource}.`);
      const partial = range.endsWith('/*') ? parsePartialTotal(headers.get('x-total')) : undefined;
      const data = json as never[];
      if (!partial) return { data, total: Number.parseInt(range.split('/').pop() ?? '', 10) };
      return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: headers.get('x-has-next-page') === 'true' }, meta: { total: partial } };
    },
  };
}
