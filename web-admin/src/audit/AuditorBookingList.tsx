import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { DateField, DateTimeField } from '../common/fields.js';
import { NoRows } from '../common/NoRows.js';
import { PaymentStatusChip, WorkStatusChip } from '../common/StatusChips.js';
import type { BookingRecord } from '../bookings/types.js';
import { HistoryButton } from './HistoryButton.js';

/**
 * The bookings list as an auditor sees it: the administrator's columns (spec §2 Bookings)
 * and History, no Book Service, Re-book, Cancel, Manongs or Work Permits: the auditor
 * changes nothing, and the server refuses it anyway.
 */
export function AuditorBookingList() {
  return (
    <List resource="bookings" filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoRows />}>
        <TextField source="id" label="resources.bookings.fields.id" />
        <FunctionField label="resources.bookings.fields.customer" render={(r: { customer?: { name?: string } }) => r.customer?.name ?? ''} />
        <FunctionField label="resources.bookings.fields.work_status" sortBy="work_status" render={(b: BookingRecord) => <WorkStatusChip status={b.work_status} label={b.work_status_string} />} />
        <FunctionField label="resources.bookings.fields.payment_status" sortBy="payment_status" render={(b: BookingRecord) => <PaymentStatusChip status={b.payment_status} test={b.is_test_payment} />} />
        <DateTimeField source="when_at" label="resources.bookings.fields.when_at" />
        <DateField source="created_at" label="resources.bookings.fields.created_at" />
        <HistoryButton />
      </Datagrid>
    </List>
  );
}
