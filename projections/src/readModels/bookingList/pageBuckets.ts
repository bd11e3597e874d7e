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
 * Triggers keep the counts exact on every insert, update and delete, whoever writes (the
 * projector, a rebuild, the benchmark's fill), in two steps: each write records the rows
 * it moved in `page_bucket_changes` (a statement-level trigger over the transition
 * tables, one cheap insert), and at commit a deferred trigger folds all the transaction's
 * changes into the ranges in one statement. The projector writes a batch of events in one
 * transaction, so the counting (eight upserts into the ranges) is paid once a batch, not
 * once a booking write. A range that grows past `page_bucket_size.split_at` bookings is
 * cut again from the index into ranges of half that. Ranges are never merged: a range
 * emptied by deletes costs a row in the sum, not a wrong answer.
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
 * A range whose counts the change moves. An update that changes one sort key (a payment
 * status) moves its row out of one range and into another in that sort only: in the other
 * sorts the old and the new row fall in the same range and cancel out, and writing their
 * +0 would cost a bucket row version each (most of a booking's payment update).
 */
const rangeChanged = WORK_STATUSES.map((s) => `coalesce(sum(d.delta) FILTER (WHERE d.work_status = ${s}), 0) <> 0`).join(' OR ');

/** The sort keys of the bookings row being recorded (the only table in scope), as the change columns. */
const keys = sortKeys.map((k) => PAGED_SORTS[k].expression).join(', ');

/** A booking row's move in the sorts: its keys, and +1 (now in) or -1 (no longer in). */
function changesTable(): string {
  return `
  CREATE TABLE page_bucket_changes (
    ${sortKeys.map((k) => `k_${k} ${PAGED_SORTS[k].type} NOT NULL`).join(', ')},
    reference text NOT NULL,
    work_status smallint NOT NULL,
    delta integer NOT NULL
  ) WITH (autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_scale_factor = 0);`;
}

/**
 * The fold: the transaction's changes, taken out of page_bucket_changes, summed per row
 * (an insert and an update of the same booking in one batch partly cancel), then one
 * upsert per sort into the range each key falls in. It puts the sorts that now have a
 * range to split in `sorts`.
 */
function foldStatement(): string {
  const groupBy = [...sortKeys.map((k) => `k_${k}`), 'reference', 'work_status'].join(', ');
  // Each sort first sums the changes by its own key: an update that left this sort's key
  // and the status alone (a payment marked paid, in every sort but payment_status) sums to
  // nothing here and is not looked up in the ranges at all.
  const upserts = sortKeys.map(
    (k) => `u_${k} AS (
      INSERT INTO ${table(k)} AS b (lo_value, lo_ref, n, ${statusColumns.join(', ')})
      SELECT r.lo_value, r.lo_ref, sum(d.delta), ${statusSums('d.delta')}
      FROM (SELECT k_${k}, reference, work_status, sum(delta) AS delta FROM d GROUP BY 1, 2, 3 HAVING sum(delta) <> 0) d
      CROSS JOIN LATERAL (SELECT lo_value, lo_ref FROM ${table(k)}
        WHERE (lo_value, lo_ref) <= (d.k_${k}, d.reference) ORDER BY lo_value DESC, lo_ref DESC LIMIT 1) r
      GROUP BY 1, 2
      HAVING ${rangeChanged}
      ON CONFLICT (lo_value, lo_ref) DO UPDATE SET n = b.n + excluded.n, ${statusColumns.map((c) => `${c} = b.${c} + excluded.${c}`).join(', ')}
      RETURNING '${k}'::text AS sort, n)`,
  );
  return `
    WITH taken AS (DELETE FROM page_bucket_changes RETURNING *),
    d AS (SELECT ${groupBy}, sum(delta) AS delta FROM taken GROUP BY ${groupBy} HAVING sum(delta) <> 0),
    ${upserts.join(',\n    ')}
    SELECT array_agg(DISTINCT sort) INTO sorts FROM (${sortKeys.map((k) => `SELECT * FROM u_${k}`).join(' UNION ALL ')}) u
    WHERE n > (SELECT split_at FROM page_bucket_size)`;
}

/**
 * The recording statements, one per kind of write, over the statement's transition
 * tables. An update records only rows whose sort keys or status it changed (most updates
 * of a booking, a payment link, manongs, permits, change none): the row's columns rather
 * than the sort expressions, so NULLs compare as equal; a row whose id changed counts as
 * changed.
 */
const keyColumns = ['reference', 'customer_name', 'work_status', 'payment_status', 'total', 'when_at', 'created_at', 'requested_schedule_at'];
const sameKeys = (a: string, b: string) => `${a}.id = ${b}.id AND (${keyColumns.map((c) => `${a}.${c}`).join(', ')}) IS NOT DISTINCT FROM (${keyColumns.map((c) => `${b}.${c}`).join(', ')})`;
const RECORD = {
  insert: `INSERT INTO page_bucket_changes SELECT ${keys}, reference, work_status, 1 FROM new_rows r`,
  delete: `INSERT INTO page_bucket_changes SELECT ${keys}, reference, work_status, -1 FROM old_rows r`,
  update: `INSERT INTO page_bucket_changes
    SELECT ${keys}, reference, work_status, 1 FROM new_rows r WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE ${sameKeys('o', 'r')})
    UNION ALL
    SELECT ${keys}, reference, work_status, -1 FROM old_rows r WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE ${sameKeys('n', 'r')})`,
};

/**
 * Tables are found through search_path, set to the trigger's own schema for the duration
 * (the projector writes `rm_bookings`, a rebuild `rm_bookings__build`, renamed afterwards,
 * so no schema name can be written in), then set back to the caller's. The statements are
 * static, so PL/pgSQL keeps their plans for the session (planned anew each time through
 * EXECUTE, the counting cost ~10 ms a write on the loaded machine). `unless`: a condition
 * under which the trigger leaves at once, before touching search_path. Settings change by
 * assignment, not PERFORM: PL/pgSQL evaluates an assignment of a plain expression itself,
 * where PERFORM runs a whole SELECT through the executor (a statement each, three or more
 * per batch that writes bookings).
 */
function inOwnSchema(name: string, declarations: string, body: string, unless?: string): string {
  return `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    caller_path text := current_setting('search_path');
    previous text;
    ${declarations}
  BEGIN
    ${unless ? `IF ${unless} THEN RETURN NULL; END IF;` : ''}
    previous := set_config('search_path', quote_ident(TG_TABLE_SCHEMA), true);
    ${body}
    previous := set_config('search_path', caller_path, true);
    RETURN NULL;
  END
  $fn$;`;
}

/**
 * A transaction-local mark, per schema, that the transaction recorded changes not yet
 * folded: the fold's deferred row triggers fire once per written row at commit, and all
 * but the first leave on it without reading the changes table (whose dead rows would make
 * even an empty check a scan until autovacuum).
 */
const MARK = `'rm_pages.' || TG_TABLE_SCHEMA`;
const recorder = (name: string, statement: string) => inOwnSchema(name, '', `${statement};
    IF FOUND THEN previous := set_config(${MARK}, 'pending', true); END IF;`);

/**
 * Folding at commit, once per transaction whatever it wrote: the first of the deferred
 * row triggers takes every change out; the others find the mark cleared and leave before
 * any lock. Changes recorded after an early fold (SET CONSTRAINTS ... IMMEDIATE) set the
 * mark again. The lock keeps two writers from splitting and counting at once (the
 * projector is the only writer of a projection, so nobody waits in practice).
 */
const foldFunction = inOwnSchema(
  'fold_page_changes',
  'sorts text[]; to_split text;',
  `previous := set_config(${MARK}, 'folded', true);
    LOCK TABLE ${sortKeys.map(table).join(', ')} IN SHARE ROW EXCLUSIVE MODE;
    ${foldStatement()};
    FOREACH to_split IN ARRAY coalesce(sorts, '{}') LOOP
      EXECUTE format('SELECT %I.%I($1)', TG_TABLE_SCHEMA, 'split_page_buckets_' || to_split) USING TG_TABLE_SCHEMA;
    END LOOP;`,
  `current_setting(${MARK}, true) IS DISTINCT FROM 'pending'`,
);

/** The bucket tables, their split functions and the triggers on bookings (after its DDL). */
export const pageBucketTables = `
  -- Bookings a range may hold before it is cut in two (tests lower it).
  CREATE TABLE page_bucket_size (split_at integer NOT NULL);
  INSERT INTO page_bucket_size VALUES (4096);
  ${sortKeys.map(bucketTable).join('\n')}
  ${sortKeys.map(splitFunction).join('\n')}
  ${changesTable()}
  ${recorder('record_page_inserts', RECORD.insert)}
  ${recorder('record_page_updates', RECORD.update)}
  ${recorder('record_page_deletes', RECORD.delete)}
  ${foldFunction}
  CREATE TRIGGER bookings_paged_insert AFTER INSERT ON bookings
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_page_inserts();
  CREATE TRIGGER bookings_paged_update AFTER UPDATE ON bookings
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_page_updates();
  CREATE TRIGGER bookings_paged_delete AFTER DELETE ON bookings
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_page_deletes();
  CREATE CONSTRAINT TRIGGER bookings_paged_fold AFTER INSERT OR DELETE ON bookings
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fold_page_changes();
  CREATE CONSTRAINT TRIGGER bookings_paged_fold_update AFTER UPDATE ON bookings
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN ((${['id', ...keyColumns].map((c) => `OLD.${c}`).join(', ')}) IS DISTINCT FROM (${['id', ...keyColumns].map((c) => `NEW.${c}`).join(', ')}))
    EXECUTE FUNCTION fold_page_changes();`;

export const PAGED_TRIGGERS = ['bookings_paged_insert', 'bookings_paged_update', 'bookings_paged_delete', 'bookings_paged_fold', 'bookings_paged_fold_update'];

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
