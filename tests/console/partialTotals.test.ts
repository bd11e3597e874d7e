/**
 * web-admin's getList (dataProvider/partialTotals.ts) against answers as the api sends
 * them: an exact Content-Range total as ra-data-simple-rest reads it, and a total not
 * counted to the end ("*", X-Total "more 1000" or "about 62000") as react-admin's
 * partial pagination (pageInfo) with the figure in meta for the pager's label.
 */
import { describe, expect, it } from 'vitest';
import { parsePartialTotal, withPartialTotals } from '../../web-admin/src/dataProvider/partialTotals.js';

const calls: { url: string; range: string | null }[] = [];
let headers: Record<string, string> = {};
// The api as httpClient (fetchJson) gives its answer: headers and parsed JSON.
const provider = withPartialTotals({} as Parameters<typeof withPartialTotals>[0], '/admin-api', async (url, options) => {
  calls.push({ url, range: new Headers(options?.headers).get('Range') });
  return { headers: new Headers(headers), json: [{ id: 'A' }] };
});
const params = { pagination: { page: 3, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: { q: 'santos' } };

function answer(next: Record<string, string>) {
  headers = next;
  calls.length = 0;
}

describe("web-admin's list totals", () => {
  it('reads an exact total, sending what ra-data-simple-rest sends', async () => {
    answer({ 'Content-Range': 'bookings 20-20/21' });
    expect(await provider.getList('bookings', params)).toEqual({ data: [{ id: 'A' }], total: 21 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect([url.pathname, url.searchParams.get('range'), url.searchParams.get('sort'), url.searchParams.get('filter'), calls[0]!.range]).toEqual([
      '/admin-api/bookings',
      '[20,29]',
      '["created_at","DESC"]',
      '{"q":"santos"}',
      'bookings=20-29',
    ]);
  });

  it('reads "more than" and "about" as partial pagination with the figure in meta', async () => {
    answer({ 'Content-Range': 'bookings 20-29/*', 'X-Total': 'more 1000', 'X-Has-Next-Page': 'true' });
    expect(await provider.getList('bookings', params)).toEqual({
      data: [{ id: 'A' }],
      pageInfo: { hasPreviousPage: true, hasNextPage: true },
      meta: { total: { relation: 'more', value: 1000 } },
    });
    answer({ 'Content-Range': 'bookings 20-29/*', 'X-Total': 'about 62000', 'X-Has-Next-Page': 'false' });
    expect(await provider.getList('bookings', params)).toMatchObject({ pageInfo: { hasNextPage: false }, meta: { total: { relation: 'about', value: 62000 } } });
  });

  it('knows only the figures it can say', () => {
    expect(parsePartialTotal('more 5')).toEqual({ relation: 'more', value: 5 });
    expect(parsePartialTotal('maybe 5')).toBeUndefined();
    expect(parsePartialTotal(null)).toBeUndefined();
  });
});
