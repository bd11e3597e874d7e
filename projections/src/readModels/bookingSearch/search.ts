/**
 * The admin search over many bookings (README, "Search"): a page
 * of the bookings whose `search_text` holds the term, in any of the lists' sorts, and a
 * total that is exact when it is cheap, and said to be otherwise.
 *
 * A sample of the bookings' search texts (kept a few minutes per pool) tells how common
 * the term is and which of its three-letter chunks are rare:
 * - a **rare** term is looked up in the trigram index through its rarest chunks only (a
 *   chunk every booking holds, like the "cus" of every customer's e-mail, would make the
 *   index read a million postings), the term itself checked on the rows found; the total
 *   is counted, up to `countCap` matches (then "more than");
 * - a **common** term (a surname) is met early by walking the sort's own index, so the
 *   page is quick, and counting it would read tens of thousands of rows: its total is
 *   the sample's estimate, said to be one ("about");
 * - unless its matches **cluster** far along that order (a first name such as "juan",
 *   sorted by customer name: the walk would read every name from "A" to "Juan" first).
 *   The sample rows carry their rank in each sort, so the walk's length is known ahead;
 *   when it is longer than fetching every match, the matches are gathered through the
 *   trigram index and sorted, and counted exactly on the way.
 * A table smaller than `exactBelow` bookings is searched and counted exactly as before.
 */
import pg from 'pg';
import type { ListPage } from '../../query/list.js';
import { countBookings } from '../bookingList/bucketPage.js';
import { PAGED_SORTS, type PagedSortKey } from '../bookingList/pageBuckets.js';

type Db = Pick<pg.Pool, 'query'>;

export interface SearchTuning {
  /** Below this many bookings a search counts its matches exactly (a count is cheap there). */
  exactBelow: number;
  /** Sample rows holding the term from which it is common: walked, its total estimated. */
  commonHits: number;
  /** A rare term's matches are counted up to this many (or up to the page's end, if further). */
  countCap: number;
  /** Search texts in the sample. */
  sampleRows: number;
  /**
   * A common term is gathered instead of walked when the walk would read more than this
   * many rows per match it would gather. At a million bookings a walked row cost ~3.7 µs
   * (index entry, heap row, the term checked) and a gathered match ~5 µs (its heap page
   * through the trigram bitmap): 'juan' by customer name, 1.6 s walked, 0.32 s gathered.
   */
  walkPerMatch: number;
}

export const SEARCH_TUNING: SearchTuning = { exactBelow: 50_000, commonHits: 20, countCap: 1000, sampleRows: 2000, walkPerMatch: 1.3 };

const SAMPLE_MAX_AGE_MS = 5 * 60_000;
/** Chunks of the term given to the trigram index (the rarest ones). */
const INDEX_CHUNKS = 3;

interface SampleRow {
  text: string;
  workStatus: number;
  /** Its place in each sort among the sample's rows, ascending: 0 first, 1 last. */
  rank: Record<PagedSortKey, number>;
}

interface Sample {
  texts: SampleRow[];
  at: number;
}

const SORT_KEYS = Object.keys(PAGED_SORTS) as PagedSortKey[];

const samples = new WeakMap<Db, { sample?: Sample; refreshing?: Promise<Sample> }>();

async function takeSample(db: Db, rows: number): Promise<Sample> {
  // SYSTEM sampling reads whole pages at random: half again as many rows as wanted.
  const percent = Math.min(100, ((rows * 1.5) / Math.max(1, await countBookings(db))) * 100);
  // Ranked by PostgreSQL itself, so text keys are in the database's collation.
  const ranks = SORT_KEYS.map((key) => `percent_rank() OVER (ORDER BY ${PAGED_SORTS[key].expression}, reference) AS "rank_${key}"`).join(', ');
  const { rows: found } = await db.query<{ search_text: string; work_status: number } & Record<string, number>>(
    `SELECT search_text, work_status, ${ranks} FROM (SELECT * FROM rm_bookings.bookings TABLESAMPLE SYSTEM ($1) LIMIT $2) s`,
    [percent, rows],
  );
  return {
    texts: found.map((r) => ({
      text: r.search_text,
      workStatus: r.work_status,
      rank: Object.fromEntries(SORT_KEYS.map((key) => [key, r[`rank_${key}`]!])) as Record<PagedSortKey, number>,
    })),
    at: Date.now(),
  };
}

/** The pool's sample: taken on first use, then taken again in the background when old. */
async function sampleOf(db: Db, rows: number): Promise<Sample> {
  const entry = samples.get(db) ?? samples.set(db, {}).get(db)!;
  const refresh = () =>
    (entry.refreshing ??= takeSample(db, rows)
      .then((sample) => (entry.sample = sample))
      .finally(() => (entry.refreshing = undefined)));
  if (!entry.sample) return refresh();
  if (Date.now() - entry.sample.at > SAMPLE_MAX_AGE_MS) refresh().catch(() => {});
  return entry.sample;
}

/** Forgets every pool's sample (tests that change the bookings under one pool). */
export function forgetSearchSamples(db: Db): void {
  samples.delete(db);
}

/** Three-letter runs of letters and digits of the term: each is one trigram of the index. */
function chunks(term: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= term.length; i++) {
    const chunk = term.slice(i, i + 3);
    if (/^[\p{L}\p{N}]{3}$/u.test(chunk)) found.add(chunk);
  }
  return [...found];
}

const twoFigures = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / unit) * unit;
};

/**
 * The search's statements carry the term and the page as literals, not parameters: the
 * pools prepare every parameterised text once (PreparingClient), and after five runs
 * PostgreSQL may keep a generic plan, blind to the term, that walks a sort's whole index
 * for a rare term. A literal is planned for the term it holds.
 */
const { escapeLiteral } = pg;
const integer = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SearchRequest {
  term: string;
  workStatus?: number;
  /** The sort and its order; the reference breaks ties the same way. */
  sortKey: PagedSortKey;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface SearchPage extends ListPage<string> {
  /** The path the search took (for tests and the benchmark's notes). */
  path: 'exact' | 'rare' | 'common' | 'gathered';
}

/**
 * From the sample: about how many bookings hold the term, and how many rows a walk in
 * the list's order reads before it has passed the `needed`-th of them.
 */
function walkEstimate(texts: readonly SampleRow[], term: string, request: SearchRequest, total: number): { matches: number; walk: number } {
  const { sortKey, order } = request;
  const ordered = [...texts].sort((a, b) => (order === 'ASC' ? a.rank[sortKey] - b.rank[sortKey] : b.rank[sortKey] - a.rank[sortKey]));
  const places = ordered.flatMap((t, i) => (t.text.includes(term) ? [i] : []));
  const matches = (places.length / Math.max(1, ordered.length)) * total;
  const needed = request.offset + request.limit + 1;
  if (places.length === 0 || needed >= matches) return { matches, walk: total };
  // The table's needed-th match sits about where the sample's (needed × sample share)-th does.
  const place = places[Math.min(places.length - 1, Math.ceil((needed * places.length) / matches) - 1)]!;
  return { matches, walk: ((place + 1) / ordered.length) * total };
}

/**
 * The references of a page of bookings holding `term` (lower-cased), and the total as
 * counted or estimated. `total` is the number of bookings with the status filter, if any.
 */
export async function searchReferences(db: Db, request: SearchRequest, total: number, tuning: SearchTuning = SEARCH_TUNING): Promise<SearchPage> {
  const term = request.term.toLowerCase();
  const sortExpression = PAGED_SORTS[request.sortKey].expression;
  const conditions: string[] = [];
  if (request.workStatus !== undefined) conditions.push(`work_status = ${integer(request.workStatus)}`);
  const orderBy = `ORDER BY ${sortExpression} ${request.order}, reference ${request.order}`;
  const page = async (where: string[], limit: number) => {
    const sql = `SELECT reference FROM rm_bookings.bookings WHERE ${where.join(' AND ')} ${orderBy} OFFSET ${integer(request.offset)} LIMIT ${integer(limit)}`;
    return (await db.query<{ reference: string }>(sql)).rows.map((r) => r.reference);
  };
  const count = async (where: string[]) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM rm_bookings.bookings WHERE ${where.join(' AND ')}`)).rows[0]!.n);

  if (total < tuning.exactBelow) {
    const where = [...conditions, `search_text LIKE ${escapeLiteral(likePattern(term))}`];
    const rows = await page(where, request.limit);
    const complete = request.offset === 0 && rows.length < request.limit;
    return { path: 'exact', rows, total: complete ? rows.length : await count(where) };
  }

  const sample = await sampleOf(db, tuning.sampleRows);
  const texts = sample.texts.filter((t) => request.workStatus === undefined || t.workStatus === request.workStatus);
  const hits = texts.filter((t) => t.text.includes(term)).length;
  // The term itself, checked on each row the index or the walk finds.
  const holds = `strpos(search_text, ${escapeLiteral(term)}) > 0`;

  // The term's rarest chunks, for the trigram index (a chunk every booking holds would make it read a million postings).
  const rarest = chunks(term)
    .map((chunk) => ({ chunk, hits: texts.filter((t) => t.text.includes(chunk)).length }))
    .sort((a, b) => a.hits - b.hits)
    .slice(0, INDEX_CHUNKS);
  const indexed = [...conditions, ...(rarest.length ? rarest.map((r) => r.chunk) : [term]).map((text) => `search_text LIKE ${escapeLiteral(likePattern(text))}`), holds];
  /** The matches found through the index, up to `cap` of them (none: all), sorted here: their count and the page. */
  const gather = async (cap?: number) => {
    const { rows: found } = await db.query<{ n: string; page: string[] }>(
      `WITH m AS MATERIALIZED (SELECT reference, ${sortExpression} AS k FROM rm_bookings.bookings WHERE ${indexed.join(' AND ')}${cap === undefined ? '' : ` LIMIT ${integer(cap)}`})
       SELECT (SELECT count(*) FROM m) AS n,
              array(SELECT reference FROM m ORDER BY k ${request.order}, reference ${request.order} OFFSET ${integer(request.offset)} LIMIT ${integer(request.limit)}) AS page`,
    );
    return { n: Number(found[0]!.n), page: found[0]!.page };
  };

  if (hits >= tuning.commonHits) {
    const { matches, walk } = walkEstimate(texts, term, request, total);
    if (walk > tuning.walkPerMatch * matches) {
      const { n, page: rows } = await gather();
      return { path: 'gathered', rows, total: n };
    }
    // One row past the page says whether there is a next one.
    const rows = await page([...conditions, holds], request.limit + 1);
    const hasNextPage = rows.length > request.limit;
    rows.length = Math.min(rows.length, request.limit);
    if (!hasNextPage && (request.offset === 0 || rows.length > 0)) return { path: 'common', rows, total: request.offset + rows.length };
    // Two significant figures: a sample of 2,000 knows no more than that.
    const estimate = twoFigures((hits / Math.max(1, texts.length)) * total);
    return { path: 'common', rows, total: Math.max(estimate, request.offset + rows.length + (hasNextPage ? 1 : 0)), totalRelation: 'about', hasNextPage };
  }

  // One read of the index for the page and the count: up to `cap` matches, sorted here.
  // Only past the cap does the page need a query of its own.
  const cap = Math.max(tuning.countCap, request.offset + request.limit) + 1;
  const { n, page: rows } = await gather(cap);
  if (n < cap) return { path: 'rare', rows, total: n };
  return { path: 'rare', rows: await page(indexed, request.limit), total: cap - 1, totalRelation: 'more', hasNextPage: true };
}
