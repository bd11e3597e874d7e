import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, SearchInput } from 'react-admin';
import { NoRows } from '../common/NoRows.js';
import { FixedPagination } from '../common/pagination.js';
import { PaymentStatusChip, WorkStatusChip } from '../common/StatusChips.js';
import { formatDateTime } from '../format.js';
import type { BookingRecord } from './types.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

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

/**
 * The booking tables of spec §2 (Bookings, Re-bookings, Cancellation requests): Booking
 * ID, Customer, the work status, Payment Status (both as chips), their dates and the
 * row's actions; search, 10 a page, newest booked first.
 */
export function BookingTable({ title, actions, statusLabel, dates, actionsLabel = 'app.column.actions', children }: Props) {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={actions} title={title}>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRows />}>
        <DataTable.Col source="id" label="resources.bookings.fields.id" />
        <DataTable.Col source="customer" label="resources.bookings.fields.customer" render={(b: BookingRecord) => b.customer.name} />
        <DataTable.Col source="work_status" label={statusLabel} render={(b: BookingRecord) => <WorkStatusChip status={b.work_status} label={b.work_status_string} />} />
        <DataTable.Col source="payment_status" label="resources.bookings.fields.payment_status" render={(b: BookingRecord) => <PaymentStatusChip status={b.payment_status} test={b.is_test_payment} />} />
        {dates.map(([source, label]) => (
          <DataTable.Col key={source} source={source} label={label} render={(b: BookingRecord) => formatDateTime(b[source as keyof BookingRecord] as string)} />
        ))}
        <DataTable.Col label={actionsLabel} disableSort>
          {children}
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
