import type { ReactElement, ReactNode } from 'react';
import { List, SearchInput } from 'react-admin';
import { FilterFormOnFilters } from '../common/FilterFormOnFilters.js';
import { FixedPagination } from '../common/pagination.js';
import { PaymentStatusChip, WorkStatusChip } from '../common/StatusChips.js';
import { customerText, dateText } from './bookingColumns.js';
import { BookingRows, type BookingColumn } from './BookingRows.js';
import { BOOKINGS_PER_PAGE, BOOKINGS_SORT } from './firstPage.js';
import type { BookingRecord } from './types.js';

const filters = <FilterFormOnFilters filters={[<SearchInput key="q" source="q" alwaysOn />]} />;

interface Props {
  /** The page's title; by default the resource's name (i18n `resources.<name>.name`). Headings below are i18n keys. */
  title?: string;
  actions: ReactElement;
  /** The work status column's heading ('Work Status' on Bookings, 'Status' on the requests). */
  statusLabel: string;
  /** The date columns after Payment Status, in order: [source, heading]. */
  dates: readonly (readonly [string, string])[];
  actionsLabel?: string;
  /** The row's action buttons. */
  children: ReactNode;
}

/** Booking ID, Customer, the work status, Payment Status (both as chips), then the dates. */
function columnsOf(statusLabel: string, dates: Props['dates']): BookingColumn[] {
  return [
    { source: 'id', label: 'resources.bookings.fields.id', render: (b) => b.id },
    { source: 'customer', label: 'resources.bookings.fields.customer', render: customerText },
    { source: 'work_status', label: statusLabel, render: (b) => <WorkStatusChip status={b.work_status} label={b.work_status_string} /> },
    { source: 'payment_status', label: 'resources.bookings.fields.payment_status', render: (b) => <PaymentStatusChip status={b.payment_status} test={b.is_test_payment} /> },
    ...dates.map(([source, label]) => ({ source, label, render: (b: BookingRecord) => dateText(b, source) })),
  ];
}

/**
 * The booking tables of spec §2 (Bookings, Re-bookings, Cancellation requests): Booking
 * ID, Customer, the work status, Payment Status (both as chips), their dates and the
 * row's actions; search, 10 a page, newest booked first.
 */
export function BookingTable({ title, actions, statusLabel, dates, actionsLabel = 'app.column.actions', children }: Props) {
  return (
    <List empty={false} perPage={BOOKINGS_PER_PAGE} pagination={<FixedPagination />} filters={filters} sort={BOOKINGS_SORT} actions={actions} title={title}>
      <BookingRows columns={columnsOf(statusLabel, dates)} actionsLabel={actionsLabel}>
        {children}
      </BookingRows>
    </List>
  );
}
