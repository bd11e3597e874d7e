/**
 * The bookings list's first page drawn from index.html's early GET before the console's
 * scripts (early.ts): react-admin's List and DataTable as they draw at this width (firstTable.css,
 * bookingRows.css),
 * with the cells' texts and chips from the functions the list uses (bookingColumns.ts,
 * statusChipTexts.ts) and without the row buttons. Its own entry (vite.config.ts): no React.
 */
import type { BookingRecord } from '../bookings/types.js';
import { customerText, dateText } from '../bookings/bookingColumns.js';
import { BOOKINGS_PER_PAGE, BOOKINGS_SORT, firstPageUrl } from '../bookings/firstPage.js';
import { paymentStatusChips, workStatusChip, type ChipText } from '../common/statusChipTexts.js';
import { h } from './dom.js';
import { drawFirstRows } from './early.js';
import { firstTable } from './firstTable.js';
import { words } from './words.js';
import chipCss from '../common/statusChips.css?inline';
import listCss from './bookingRows.css?inline';
import tableCss from './firstTable.css?inline';

/** BookingList.tsx's columns after the status chips: [source, heading]. */
const DATES = [
  ['when_at', 'resources.bookings.fields.when_at'],
  ['created_at', 'resources.bookings.fields.created_at'],
] as const;

const chip = ({ label, colors, status }: ChipText) =>
  h('span', { class: 'status-chip', 'data-status': status, style: `color:${colors.color};background-color:${colors.backgroundColor}` }, h('span', {}, label));

/**
 * react-admin's list keeps its page, order and filter in its store (localStorage): a list
 * left on another page or order shows other rows than the early GET's, so none are drawn.
 */
interface ListParams {
  sort?: string;
  order?: string;
  page?: number;
  perPage?: number;
  filter?: object;
}

function listParamsAreDefault(): boolean {
  let stored: ListParams | null;
  try {
    stored = JSON.parse(localStorage.getItem('RaStore.bookings.listParams') ?? 'null') as ListParams | null;
  } catch {
    return false;
  }
  if (!stored) return true;
  return (
    (stored.sort ?? BOOKINGS_SORT.field) === BOOKINGS_SORT.field &&
    (stored.order ?? BOOKINGS_SORT.order) === BOOKINGS_SORT.order &&
    (stored.page ?? 1) === 1 &&
    (stored.perPage ?? BOOKINGS_PER_PAGE) === BOOKINGS_PER_PAGE &&
    Object.keys(stored.filter ?? {}).length === 0
  );
}

function bookingRows(rows: BookingRecord[]): Node | undefined {
  if (!Array.isArray(rows) || rows.length === 0) return undefined;
  const labels = ['resources.bookings.fields.id', 'resources.bookings.fields.customer', 'resources.bookings.fields.work_status', 'resources.bookings.fields.payment_status', ...DATES.map(([, label]) => label), 'app.column.actions'].map((key) => words(key));
  const cells = rows.map((b) => [
    b.id,
    customerText(b),
    chip(workStatusChip(b.work_status, b.work_status_string)),
    h('span', { class: 'status-chips' }, ...paymentStatusChips(b.payment_status, b.is_test_payment, words).map(chip)),
    ...DATES.map(([source]) => dateText(b, source)),
    '',
  ]);
  return h('div', { class: 'first-list' }, h('div', { class: 'first-list-toolbar' }, h('div', { class: 'first-search' })), firstTable(labels, cells, 'first-bookings-table'));
}

if (/^\/admin\/bookings\/?$/.test(location.pathname) && listParamsAreDefault()) void drawFirstRows<BookingRecord[]>(firstPageUrl('bookings'), `${chipCss}${tableCss}${listCss}`, bookingRows);
