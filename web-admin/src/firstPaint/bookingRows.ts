/**
 * The bookings list's first page drawn from index.html's early GET before the console's
 * scripts (early.ts): the table's elements, classes and stylesheet as BookingRows.tsx
 * draws them (bookingRows.css), in react-admin's list card, with the cells' texts and
 * chips from the functions the list uses (bookingColumns.ts, statusChipTexts.ts), without
 * the row buttons. Its own entry (vite.config.ts): no React.
 */
import type { BookingRecord } from '../bookings/types.js';
import { customerText, dateText } from '../bookings/bookingColumns.js';
import { BOOKINGS_PER_PAGE, BOOKINGS_SORT, firstPageUrl } from '../bookings/firstPage.js';
import { paymentStatusChips, workStatusChip, type ChipText } from '../common/statusChipTexts.js';
import { h, icon } from './dom.js';
import { drawFirstRows, startConsole } from './early.js';
import { words } from './words.js';
import rowsCss from '../bookings/bookingRows.css?inline';
import chipCss from '../common/statusChips.css?inline';
import listCss from './bookingList.css?inline';
import tableCss from './firstTable.css?inline';

/** BookingList.tsx's columns after the status chips: [source, heading]. */
const DATES = [
  ['when_at', 'resources.bookings.fields.when_at'],
  ['created_at', 'resources.bookings.fields.created_at'],
] as const;

/** The headings that sort: [source, heading], as BookingTable.tsx's columns. */
const HEADINGS = [
  ['id', 'resources.bookings.fields.id'],
  ['customer', 'resources.bookings.fields.customer'],
  ['work_status', 'resources.bookings.fields.work_status'],
  ['payment_status', 'resources.bookings.fields.payment_status'],
  ...DATES,
] as const;

/** The sorted column's arrow (BookingRows.tsx). */
const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

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
  const heading = ([source, label]: readonly [string, string]) =>
    h(
      'th',
      { scope: 'col' },
      h('span', { class: 'booking-rows-sort', ...(source === BOOKINGS_SORT.field ? { 'data-active': 'true', 'data-order': BOOKINGS_SORT.order } : {}) }, words(label), icon(ARROW)),
    );
  const row = (b: BookingRecord) =>
    h(
      'tr',
      {},
      ...[
        b.id,
        customerText(b),
        chip(workStatusChip(b.work_status, b.work_status_string)),
        h('span', { class: 'status-chips' }, ...paymentStatusChips(b.payment_status, b.is_test_payment, words).map(chip)),
        ...DATES.map(([source]) => dateText(b, source)),
        '',
      ].map((cell) => h('td', {}, cell)),
    );
  const table = h('table', { class: 'booking-rows' }, h('thead', {}, h('tr', {}, ...HEADINGS.map(heading), h('th', { scope: 'col' }, words('app.column.actions')))), h('tbody', {}, ...rows.map(row)));
  return h('div', { class: 'first-list' }, h('div', { class: 'first-list-toolbar' }, h('div', { class: 'first-search' })), h('div', { class: 'first-table first-bookings' }, h('div', { class: 'booking-rows-wrapper' }, table)));
}

startConsole(/^\/admin\/bookings\/?$/.test(location.pathname) && listParamsAreDefault() ? drawFirstRows<BookingRecord[]>(firstPageUrl('bookings'), `${chipCss}${rowsCss}${tableCss}${listCss}`, bookingRows) : Promise.resolve(false));
