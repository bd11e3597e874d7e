/**
 * Every call in the spec's call tables (`../shared/spec/*.md`, the replaced system's
 * behaviour) is a route of the api: the policy table lists every route (routing.ts mounts
 * only through it). A call the spec names and nobody serves was once missing here
 * (`POST api/my-bookings`); this keeps it from happening again.
 *
 * The spec lives beside the repository (CI clones it there); without it the check cannot
 * run, and says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { policies } from './policy.js';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/spec');
const SKIP_REASON = `the spec is not at ${specDir} (the shared folder beside the repository)`;
const METHOD = '(?:GET|POST|PATCH|PUT|DELETE)';

/** A path as the policy table writes it: a leading slash, `:param` for `{param}`. */
const normalize = (p: string) => `/${p.replace(/^\//, '')}`.replace(/\{[^}]+\}/g, ':param');

/**
 * The calls of one table cell, e.g. "GET, POST api/my-addresses", "POST /api/xendit/process
 * and POST /api/tendopay/process", "POST api/reports/bookings, api/reports/re-bookings" or
 * "POST api/reports/assessment-one-checklist, work-order-form" (later names share the
 * first one's method and folder).
 */
function callsOf(cell: string): string[] {
  const calls: string[] = [];
  let methods: string[] = [];
  let folder = '';
  const cleaned = cell.replace(new RegExp(`^(${METHOD}), (${METHOD}) `), '$1/$2 ');
  for (const part of cleaned.split(new RegExp(`,\\s*(?=${METHOD}\\b)|\\s+and\\s+`))) {
    const head = new RegExp(`^(${METHOD}(?:\\s*[/,]\\s*${METHOD})*)\\s+(.+)$`).exec(part.trim());
    const rest = head ? head[2]! : part.trim();
    if (head) methods = head[1]!.split(/\s*[/,]\s*/);
    for (const name of rest.split(/,\s*/)) {
      const full = /^\/?(api|auth|sanctum)\//.test(name) ? name : `${folder}${name}`;
      folder = full.replace(/[^/]+$/, '');
      for (const method of methods) calls.push(`${method} ${normalize(full)}`);
    }
  }
  return calls;
}

/** The first cell of every table row that starts with an HTTP method. */
function specCalls(): { call: string; row: string }[] {
  const rows: { call: string; row: string }[] = [];
  for (const file of readdirSync(specDir).filter((f) => f.endsWith('.md'))) {
    for (const line of readFileSync(path.join(specDir, file), 'utf8').split('\n')) {
      const cell = new RegExp(`^\\|\\s*(${METHOD}[^|]*?)\\s*\\|`).exec(line)?.[1];
      // The marketing tracker is out of scope: the spec's table lists it, nothing here serves it.
      if (!cell || /marketing/i.test(cell)) continue;
      for (const call of callsOf(cell)) rows.push({ call, row: cell });
    }
  }
  return rows;
}

describe('the spec call table reader', () => {
  it('reads the shapes the tables use', () => {
    expect(callsOf('GET, POST api/my-addresses')).toEqual(['GET /api/my-addresses', 'POST /api/my-addresses']);
    expect(callsOf('POST /api/xendit/process and POST /api/tendopay/process')).toEqual(['POST /api/xendit/process', 'POST /api/tendopay/process']);
    expect(callsOf('PATCH, DELETE api/cancellation-requests-bookings/{id}')).toEqual(['PATCH /api/cancellation-requests-bookings/:param', 'DELETE /api/cancellation-requests-bookings/:param']);
    expect(callsOf('POST api/reports/assessment-one-checklist, work-order-form')).toEqual(['POST /api/reports/assessment-one-checklist', 'POST /api/reports/work-order-form']);
    expect(callsOf('GET/POST /api/schedules')).toEqual(['GET /api/schedules', 'POST /api/schedules']);
  });
});

describe.skipIf(!existsSync(specDir))(existsSync(specDir) ? 'the spec call tables' : `the spec call tables: skipped, ${SKIP_REASON}`, () => {
  it('are all served: each call is a route of the policy table', () => {
    const routes = new Set(Object.keys(policies).map((key) => key.replace(/:[A-Za-z]+/g, ':param')));
    const calls = specCalls();
    // The two spec files hold some 80 calls; far fewer means the reader lost its way.
    expect(calls.length).toBeGreaterThan(70);
    const missing = calls.filter(({ call }) => !routes.has(call)).map(({ call, row }) => `${call}   (spec: ${row})`);
    expect(missing).toEqual([]);
  });
});
