/**
 * The two list shapes when a total was not counted to the end (a search of many
 * bookings): the spec's paged answer keeps its fields and says how `total` relates to
 * the count, with a `last_page` that always reaches the next page; react-admin's answer
 * says "*" in Content-Range and the figure in X-Total.
 */
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { pagedResponse, sendAdminList } from '../src/http/lists.js';

const request = { page: 3, perPage: 10, all: false };

function adminAnswer(page: Parameters<typeof sendAdminList>[3]) {
  const headers: Record<string, string> = {};
  let body: unknown;
  const res = { set: (name: string, value: string) => ((headers[name] = value), res), json: (value: unknown) => ((body = value), res) } as unknown as Response;
  sendAdminList(res, 'bookings', { offset: 20, limit: 10 }, page);
  return { headers, body };
}

describe('list answers with a total not counted to the end', () => {
  it('keep the spec paged shape, exact as before', () => {
    expect(pagedResponse(request, { rows: ['a'], total: 21 })).toEqual({ data: ['a'], per_page: 10, total: 21, current_page: 3, last_page: 3 });
  });

  it('say "more than" or "about" the total, and a last page at least one past the current one while there is a next', () => {
    expect(pagedResponse(request, { rows: ['a'], total: 30, totalRelation: 'more', hasNextPage: true })).toEqual({
      data: ['a'],
      per_page: 10,
      total: 30,
      total_relation: 'more',
      current_page: 3,
      last_page: 4,
    });
    expect(pagedResponse(request, { rows: ['a'], total: 62_000, totalRelation: 'about', hasNextPage: true })).toMatchObject({ total_relation: 'about', last_page: 6200 });
    // An estimate past the real end does not promise pages that are not there.
    expect(pagedResponse(request, { rows: ['a'], total: 62_000, totalRelation: 'about', hasNextPage: false })).toMatchObject({ last_page: 3 });
  });

  it('answer react-admin with "*" as the complete length and the figure in X-Total', () => {
    expect(adminAnswer({ rows: ['a', 'b'], total: 45 }).headers).toEqual({ 'Content-Range': 'bookings 20-21/45', 'Access-Control-Expose-Headers': 'Content-Range' });
    const partial = adminAnswer({ rows: ['a', 'b'], total: 1000, totalRelation: 'more', hasNextPage: true });
    expect(partial.headers).toEqual({
      'Content-Range': 'bookings 20-21/*',
      'X-Total': 'more 1000',
      'X-Has-Next-Page': 'true',
      'Access-Control-Expose-Headers': 'Content-Range, X-Total, X-Has-Next-Page',
    });
    expect(partial.body).toEqual(['a', 'b']);
  });
});
