/**
 * Page buckets: what lets a list open any page of a million bookings without walking the
 * offset (see README.md in this folder).
 *
 * For each sort of the admin lists, `page_buckets_<sort>` cuts the order (sort key,
 * reference) into ranges of two to four thousand bookings: a range is named by its least
 * key (`lo_value`, `lo_ref`) and holds how many bookings fall in it, up to the next range's
 * key: `n` in all, `n0`..`n6` per work status (columns, so a sum reads one row a range). The first range starts at the type's least value, so every key has
 * a range. A page at offset N sums the counts (a few hundred rows) to find the range
 * holding row N, then walks at most about one range of the (sort key, reference) index.
 *
 * Statement-level triggers keep the counts exact on every insert, update and delete,
 * whoever writes (the projector, a rebuild, the benchmark's fill): one statement per
 * write over the transition tables. A range that grows past `page_bucket_size.split_at`
 * bookings is cut again from the index into ranges of half that. Ranges
 * are never merged: a range emptied by deletes costs a row in the sum, not a wrong answer.
 * The triggers lock the bucket tables first, so two writers never split and count at
 * once (the projector is the only writer of a projection, so nobody waits in practice).
 */

export interface PagedSort {
  /** The SQL expression sorted on, over the bookings row. */
  expression: string;
  type: 'text' | 'smallint' | 'numeric' | 'timestamptz';
  /** A value no booking has below: the first range's key. */
  least: string;
}

/**
 * The sorts the admin lists page through, by the name of their key. The nullable
 * requested_schedule_at sorts as +infinity, which is where ORDER BY puts NULLs (last
 * ascending, first descending), so the key is never NULL and compares as a row.
 */
export const PAGED_SORTS = {
  reference: { expression: 'reference', type: 'text', least: "''" },
  customer_name: { expression: 'customer_name', type: 'text', least: "''" },
  work_status: { expression: 'work_status', type: 'smallint', least: '-32768' },
  payment_status: { expression: 'payment_status', type: 'text', least: "''" },
  total: { expression: 'total', type: 'numeric', least: "'-Infinity'" },
  when_at: { expression: 'when_at', type: 'timestamptz', least: "'-infinity'" },
  created_at: { expression: 'created_at', type: 'timestamptz', least: "'-infinity'" },
  requested_schedule_at: { expression: "coalesce(requested_schedule_at, 'infinity'::timestamptz)", type: 'timestamptz', least: "'-infinity'" },
} as const satisfies Record<string, PagedSort>;

export type PagedSortKey = keyof typeof PAGED_SORTS;

const sortKeys = Object.keys(PAGED_SORTS) as PagedSortKey[];

/** A bookings row's position in a sort, as SQL: the row (key, reference), or the reference alone when that is the key. */
export function rowKey(key: PagedSortKey): string {
  return key === 'reference' ? 'reference' : `(${PAGED_SORTS[key].expression}, reference)`;
}

/** A range's key as SQL, from two text parameters, comparable with rowKey. */
export function boundKey(key: PagedSortKey, value: string, ref: string): string {
  return key === 'reference' ? `${ref}` : `(${value}::${PAGED_SORTS[key].type}, ${ref})`;
}

const table = (key: PagedSortKey) => `page_buckets_${key}`;

/** The work statuses (0 to 6) a range counts, one column each, beside `n`, all of them. */
export const WORK_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;
const statusColumns = WORK_STATUSES.map((s) => `n${s}`);
/** Per-status counts of a set of rows with a `work_status` and a `delta` (+1/-1) or count of 1 each. */
const statusSums = (delta: string) => WORK_STATUSES.map((s) => `coalesce(sum(${delta}) FILTER (WHERE work_status = ${s}), 0)`).join(', ');

function bucketTable(key: PagedSortKey): string {
  const { type, least } = PAGED_SORTS[key];
  return `
  CREATE TABLE ${table(key)} (
    lo_value ${type} NOT NULL,
    lo_ref text NOT NULL,
    n integer NOT NULL,
    ${statusColumns.map((c) => `${c} integer NOT NULL`).join(', ')},
    PRIMARY KEY (lo_value, lo_ref)
  );
  INSERT INTO ${table(key)} VALUES (${least}, '', 0, ${statusColumns.map(() => '0').join(', ')});`;
}

/**
 * Cuts every range of one sort holding more than split_at bookings into
 * ranges of split_at / 2, recounted from the bookings themselves. The first new range
 * keeps the old key (keys between it and the first booking stay covered).
 */
function splitFunction(key: PagedSortKey): string {
  const { expression, type } = PAGED_SORTS[key];
  const row = rowKey(key);
  return `
  CREATE FUNCTION split_${table(key)}(sch text) RETURNS void LANGUAGE plpgsql AS $fn$
  DECLARE
    lo ${type}; lr text; hi ${type}; hr text; size integer;
  BEGIN
    EXECUTE format('SELECT split_at FROM %I.page_bucket_size', sch) INTO size;
    FOR lo, lr IN EXECUTE format('SELECT lo_value, lo_ref FROM %I.${table(key)} WHERE n > $1', sch) USING size LOOP
      hi := NULL;
      EXECUTE format('SELECT lo_value, lo_ref FROM %I.${table(key)} WHERE (lo_value, lo_ref) > ($1, $2) ORDER BY 1, 2 LIMIT 1', sch) INTO hi, hr USING lo, lr;
      EXECUTE format('DELETE FROM %I.${table(key)} WHERE lo_value = $1 AND lo_ref = $2', sch) USING lo, lr;
      EXECUTE format($sql$
        INSERT INTO %1$I.${table(key)} (lo_value, lo_ref, n, ${statusColumns.join(', ')})
        SELECT CASE WHEN g = 0 THEN $1 ELSE g_value END, CASE WHEN g = 0 THEN $2 ELSE g_ref END, count(*), ${statusSums('1')}
        FROM (
          SELECT g, work_status, first_value(v) OVER w AS g_value, first_value(reference) OVER w AS g_ref
          FROM (
            SELECT v, reference, work_status, (row_number() OVER (ORDER BY v, reference) - 1) / greatest(1, $5 / 2) AS g
            FROM (SELECT ${expression} AS v, reference, work_status FROM %1$I.bookings
                  WHERE ${row} >= ${boundKey(key, '$1', '$2')} %2$s) r
          ) x
          WINDOW w AS (PARTITION BY g ORDER BY v, reference)
        ) y
        GROUP BY 1, 2$sql$,
        sch, CASE WHEN hi IS NULL THEN '' ELSE $c$AND ${row} < ${boundKey(key, '$3', '$4')}$c$ END)
        USING lo, lr, hi, hr, size;
    END LOOP;
  END
  $fn$;`;
}

/**
 * The counting statement of one trigger: the changed rows as (keys, status, +1/-1), rows
 * an update left in place cancelled out, then one upsert per sort into the range each
 * key falls in. It puts the sorts that now have a range to split in `sorts`.
 */
/**
 * A range whose counts the change moves. An update that changes one sort key (a payment
 * status) moves its row out of one range and into another in that sort only: in the other
 * sorts the old and the new row fall in the same range and cancel out, and writing their
 * +0 would cost a bucket row version each (most of a booking's payment update).
 */
const rangeChanged = WORK_STATUSES.map((s) => `coalesce(sum(d.delta) FILTER (WHERE d.work_status = ${s}), 0) <> 0`).join(' OR ');

function countStatement(sides: ('new_rows' | 'old_rows')[]): string {
  const keys = sortKeys.map((k) => `${PAGED_SORTS[k].expression} AS k_${k}`).join(', ');
  const changes = sides.map((side) => `SELECT ${keys}, reference, work_status, ${side === 'new_rows' ? 1 : -1} AS delta FROM ${side}`).join(' UNION ALL ');
  const groupBy = [...sortKeys.map((k) => `k_${k}`), 'reference', 'work_status'].join(', ');
  const upserts = sortKeys.map(
    (k) => `u_${k} AS (
      INSERT INTO ${table(k)} AS b (lo_value, lo_ref, n, ${statusColumns.join(', ')})
      SELECT r.lo_value, r.lo_ref, sum(d.delta), ${statusSums('d.delta')} FROM d
      CROSS JOIN LATERAL (SELECT lo_value, lo_ref FROM ${table(k)}
        WHERE (lo_value, lo_ref) <= (d.k_${k}, d.reference) ORDER BY lo_value DESC, lo_ref DESC LIMIT 1) r
      GROUP BY 1, 2
      HAVING ${rangeChanged}
      ON CONFLICT (lo_value, lo_ref) DO UPDATE SET n = b.n + excluded.n, ${statusColumns.map((c) => `${c} = b.${c} + excluded.${c}`).join(', ')}
      RETURNING '${k}'::text AS sort, n)`,
  );
  return `
    WITH d AS (SELECT ${groupBy}, sum(delta) AS delta FROM (${changes}) c GROUP BY ${groupBy} HAVING sum(delta) <> 0),
    ${upserts.join(',\n    ')}
    SELECT array_agg(DISTINCT sort) INTO sorts FROM (${sortKeys.map((k) => `SELECT * FROM u_${k}`).join(' UNION ALL ')}) u
    WHERE n > (SELECT split_at FROM page_bucket_size)`;
}

/**
 * Most updates of a booking (a payment link, manongs, permits) change no sort key and no
 * status: those leave at once, before any lock. The row's columns rather than the sort
 * expressions, so NULLs compare as equal; a row whose id changed counts as changed.
 */
const keyColumns = ['reference', 'customer_name', 'work_status', 'payment_status', 'total', 'when_at', 'created_at', 'requested_schedule_at'];
const unchangedKeysExit = `IF NOT EXISTS (
      SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE n.id IS NULL OR o.id IS NULL
        OR (${keyColumns.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${keyColumns.map((c) => `o.${c}`).join(', ')})
    ) THEN
      RETURN NULL;
    END IF;`;

/**
 * The statements are static, so PL/pgSQL keeps their plans for the session (planned anew
 * each time through EXECUTE, the counting cost ~10 ms a write on the loaded machine).
 * Their tables are found through search_path, set to the trigger's own schema for the
 * duration (the projector writes `rm_bookings`, a rebuild `rm_bookings__build`, renamed
 * afterwards, so no schema name can be written in), then set back to the caller's.
 */
function triggerFunction(name: string, sides: ('new_rows' | 'old_rows')[]): string {
  return `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    caller_path text := current_setting('search_path');
    sorts text[];
    to_split text;
  BEGIN
    ${sides.length === 2 ? unchangedKeysExit : ''}
    PERFORM set_config('search_path', quote_ident(TG_TABLE_SCHEMA), true);
    LOCK TABLE ${sortKeys.map(table).join(', ')} IN SHARE ROW EXCLUSIVE MODE;
    ${countStatement(sides)};
    FOREACH to_split IN ARRAY coalesce(sorts, '{}') LOOP
      EXECUTE format('SELECT %I.%I($1)', TG_TABLE_SCHEMA, 'split_page_buckets_' || to_split) USING TG_TABLE_SCHEMA;
    END LOOP;
    PERFORM set_config('search_path', caller_path, true);
    RETURN NULL;
  END
  $fn$;`;
}

/** The bucket tables, their split functions and the triggers on bookings (after its DDL). */
export const pageBucketTables = `
  -- Bookings a range may hold before it is cut in two (tests lower it).
  CREATE TABLE page_bucket_size (split_at integer NOT NULL);
  INSERT INTO page_bucket_size VALUES (4096);
  ${sortKeys.map(bucketTable).join('\n')}
  ${sortKeys.map(splitFunction).join('\n')}
  ${triggerFunction('count_pages_insert', ['new_rows'])}
  ${triggerFunction('count_pages_update', ['new_rows', 'old_rows'])}
  ${triggerFunction('count_pages_delete', ['old_rows'])}
  CREATE TRIGGER bookings_paged_insert AFTER INSERT ON bookings
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pages_insert();
  CREATE TRIGGER bookings_paged_update AFTER UPDATE ON bookings
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pages_update();
  CREATE TRIGGER bookings_paged_delete AFTER DELETE ON bookings
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pages_delete();`;

export const PAGED_TRIGGERS = ['bookings_paged_insert', 'bookings_paged_update', 'bookings_paged_delete'];

/**
 * Statements that count every range again from the bookings (one range per sort, then
 * cut): for a bulk load run with the triggers disabled, or to merge ranges emptied by
 * deletes. `schema` is the projection's schema, quoted by the caller's rules (rm_bookings).
 */
export function recountPageBuckets(schema: string): string[] {
  return sortKeys.flatMap((k) => [
    `DELETE FROM ${schema}.${table(k)}`,
    `INSERT INTO ${schema}.${table(k)} (lo_value, lo_ref, n, ${statusColumns.join(', ')})
       SELECT ${PAGED_SORTS[k].least}, '', count(*), ${statusSums('1')} FROM ${schema}.bookings`,
    `SELECT ${schema}.split_${table(k)}('${schema}')`,
  ]);
}
