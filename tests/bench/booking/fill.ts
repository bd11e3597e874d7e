/**
 * Fills the bookings read model (rm_bookings.bookings and rm_bookings.booking_lines, the
 * projection's own DDL) with set-based SQL: generate_series, no events, no projector.
 * What is measured on these rows is the read model's queries, not the projection.
 *
 * The rows look like three years of business: created_at spread evenly over three years
 * up to now, the service a few days to a month later, 50,000 customers, 12 categories,
 * 17 cities, two lines each, and work statuses mostly Finished with the rest spread over
 * the other six. References are 10 characters of the real alphabet, unique within the fill
 * (a bijection of the row number modulo 2^50) and marked `source = 'bench-fill'`.
 */
import { performance } from 'node:perf_hooks';
import type { Pool } from '@app/core/db/pool';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '@app/core/bookings/reference';
import { PAGED_TRIGGERS, recountPageBuckets } from '@app/projections/readModels/bookingList/pageBuckets';

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Carlo', 'Liza', 'Miguel', 'Grace', 'Paolo', 'Joy', 'Ramon', 'Cristina', 'Mark', 'Angelica'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera'];
const CATEGORIES = ['Aircon', 'Plumbing', 'Electrical', 'Carpentry', 'Painting', 'Cleaning', 'Pest control', 'Roofing', 'Appliance repair', 'Masonry', 'Welding', 'Gardening'];
const CITIES = ['Makati', 'Taguig', 'Pasig', 'Quezon City', 'Manila', 'Mandaluyong', 'San Juan', 'Pasay', 'Paranaque', 'Las Pinas', 'Muntinlupa', 'Marikina', 'Caloocan', 'Malabon', 'Navotas', 'Valenzuela', 'Pateros'];

export const FILL_SOURCE = 'bench-fill';
export const FILL_CUSTOMERS = 50_000;

const array = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

/** x: a scramble of the row number, bijective modulo 2^50 (odd multiplier). */
const referenceSql = Array.from({ length: REFERENCE_LENGTH }, (_, k) => `substr('${REFERENCE_ALPHABET}', ((x >> ${5 * k}) & 31)::int + 1, 1)`).join(' || ');

export interface FillResult {
  rows: number;
  lines: number;
  seconds: { bookings: number; lines: number; analyze: number };
  byWorkStatus: Record<string, number>;
  tableMiB: number;
}

/**
 * The secondary indexes of the bookings table, dropped for the fill and built again after:
 * one bulk build is many times faster than a million inserts into each (the trigram index
 * above all). The statement-level triggers stay on and count the statuses.
 */
async function withoutSecondaryIndexes<T>(pool: Pool, progress: (text: string) => void, fill: () => Promise<T>): Promise<T> {
  const { rows: indexes } = await pool.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = 'rm_bookings' AND i.tablename = 'bookings'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes) await pool.query(`DROP INDEX rm_bookings."${index.name}"`);
  const result = await fill();
  const t = performance.now();
  for (const index of indexes) await pool.query(index.def);
  progress(`  ${indexes.length} indexes built again (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  return result;
}

export async function fillBookings(pool: Pool, rows: number, progress: (text: string) => void): Promise<FillResult> {
  return withoutPageCounting(pool, progress, () => withoutSecondaryIndexes(pool, progress, () => fillRows(pool, rows, progress)));
}

/**
 * The page buckets' triggers are off for the fill and the buckets counted once after, from
 * the indexes: a quarter of a million rows at a time would otherwise each be looked up in
 * every sort's ranges and cut again and again (pageBuckets.ts).
 */
async function withoutPageCounting<T>(pool: Pool, progress: (text: string) => void, fill: () => Promise<T>): Promise<T> {
  for (const trigger of PAGED_TRIGGERS) await pool.query(`ALTER TABLE rm_bookings.bookings DISABLE TRIGGER ${trigger}`);
  try {
    return await fill();
  } finally {
    for (const trigger of PAGED_TRIGGERS) await pool.query(`ALTER TABLE rm_bookings.bookings ENABLE TRIGGER ${trigger}`);
    const t = performance.now();
    for (const statement of recountPageBuckets('rm_bookings')) await pool.query(statement);
    progress(`  page buckets counted (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }
}

async function fillRows(pool: Pool, rows: number, progress: (text: string) => void): Promise<FillResult> {
  const chunk = 250_000;
  const t0 = performance.now();
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await pool.query(
      `INSERT INTO rm_bookings.bookings (id, reference, customer_id, customer_first_name, customer_middle_name, customer_last_name, customer_name, customer_email,
         customer_contact_number, address_id, address_city_id, address_city_name, address_street, address_barangay, address_type_of_home,
         address_contact_number, address_apartment_no, category_id, category_name, slot_id, when_at, work_status, payment_status,
         current_payment_id, payment_url, paid_payment_id, sub_total, discount, total, coupon_id, coupon_code, gateway, placed_by, source,
         has_manongs, created_at, updated_at)
       SELECT md5('b' || i)::uuid, ${referenceSql}, md5('c' || c)::uuid, f, NULL, l, f || ' ' || l, 'customer' || c || '@example.ph',
         '0917' || lpad((c % 10000000)::text, 7, '0'), md5('a' || c)::uuid, md5('city' || (c % 17))::uuid, (${array(CITIES)})[(c % 17) + 1],
         (c % 300) || ' Mabini St', 'Poblacion', CASE WHEN c % 3 = 0 THEN 'House' ELSE 'Condo' END,
         NULL, NULL, md5('cat' || (x % 12))::uuid, (${array(CATEGORIES)})[(x % 12) + 1],
         to_char(w AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD"T"HH24:MI'), w, s,
         CASE WHEN s = 0 AND x % 3 = 0 THEN 'unpaid' ELSE 'paid' END,
         md5('p' || i)::uuid, 'https://checkout.example/' || i, md5('p' || i)::uuid,
         1950.00, CASE WHEN x % 5 = 0 THEN 195.00 ELSE 0 END, CASE WHEN x % 5 = 0 THEN 1755.00 ELSE 1950.00 END,
         NULL, CASE WHEN x % 5 = 0 THEN 'SAVE10' END, 'xendit', 'customer', '${FILL_SOURCE}',
         s IN (1, 3), t, t + interval '1 hour'
       FROM (
         SELECT i, x, c, t, f, l,
           -- The service a few days to a month after the booking, on the hour from 08:00 to 17:00.
           date_trunc('day', t) + ((3 + x % 28) || ' days')::interval + ((8 + x % 10) || ' hours')::interval AS w,
           CASE WHEN x % 100 < 70 THEN 1 WHEN x % 100 < 80 THEN 0 WHEN x % 100 < 85 THEN 2 WHEN x % 100 < 90 THEN 3
                WHEN x % 100 < 94 THEN 4 WHEN x % 100 < 97 THEN 5 ELSE 6 END AS s
         FROM (
           SELECT i, x, (x >> 7) % ${FILL_CUSTOMERS} AS c,
             now() - interval '3 years' + (i::float8 / ${rows}) * interval '3 years' AS t,
             (${array(FIRST)})[((x >> 11) % ${FIRST.length}) + 1] AS f, (${array(LAST)})[((x >> 17) % ${LAST.length}) + 1] AS l
           FROM (SELECT i, (i * 25214903917 + 11) % 1125899906842624 AS x FROM generate_series(${from}::bigint, ${to}::bigint) AS i) g
         ) h
       ) r`,
    );
    progress(`  bookings ${to.toLocaleString('en-US')} of ${rows.toLocaleString('en-US')}  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  const t1 = performance.now();
  await pool.query(
    `INSERT INTO rm_bookings.booking_lines (booking_id, line_no, service_id, name, location, quantity, unit_price, total_price)
     SELECT b.id, n, md5('svc' || n)::uuid, CASE WHEN n = 1 THEN 'Aircon cleaning' ELSE 'Freon top-up' END, 'Bedroom',
       CASE WHEN n = 1 THEN 2 ELSE 1 END, CASE WHEN n = 1 THEN 750.00 ELSE 450.00 END, CASE WHEN n = 1 THEN 1500.00 ELSE 450.00 END
     FROM rm_bookings.bookings b CROSS JOIN generate_series(1, 2) AS n
     WHERE b.source = '${FILL_SOURCE}'`,
  );
  const t2 = performance.now();
  progress(`  lines done (${((t2 - t1) / 1000).toFixed(0)} s); VACUUM ANALYZE`);
  await pool.query('VACUUM ANALYZE rm_bookings.bookings');
  await pool.query('VACUUM ANALYZE rm_bookings.booking_lines');
  const t3 = performance.now();
  const statuses = await pool.query<{ s: number; n: string }>('SELECT work_status AS s, count(*) AS n FROM rm_bookings.bookings GROUP BY 1 ORDER BY 1');
  const lines = await pool.query<{ n: string }>('SELECT count(*) AS n FROM rm_bookings.booking_lines');
  const size = await pool.query<{ b: string }>(`SELECT pg_total_relation_size('rm_bookings.bookings') + pg_total_relation_size('rm_bookings.booking_lines') AS b`);
  return {
    rows,
    lines: Number(lines.rows[0]!.n),
    seconds: { bookings: (t1 - t0) / 1000, lines: (t2 - t1) / 1000, analyze: (t3 - t2) / 1000 },
    byWorkStatus: Object.fromEntries(statuses.rows.map((r) => [String(r.s), Number(r.n)])),
    tableMiB: Math.round(Number(size.rows[0]!.b) / 2 ** 20),
  };
}
