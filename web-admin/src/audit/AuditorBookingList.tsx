import { Datagrid, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { HistoryButton } from './HistoryButton.js';

/**
 * The bookings list as an auditor sees it: the administrator's columns (spec §2 Bookings)
 * and History, no Book Service, Re-book, Cancel, Manongs or Work Permits: the auditor
 * changes nothing, and the server refuses it anyway.
 */
export function AuditorBookingList() {
  return (
    <List resource="bookings" title="Bookings" filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" label="Booking ID" />
        <FunctionField label="Customer" render={(r: { customer?: { name?: string } }) => r.customer?.name ?? ''} />
        <TextField source="work_status_string" label="Work Status" sortable={false} />
        <TextField source="payment_status" label="Payment Status" />
        <DateField source="when_at" label="Service Date" showTime options={{ timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' }} />
        <DateField source="created_at" label="Date Booked" options={{ timeZone: 'Asia/Manila', dateStyle: 'medium' }} />
        <HistoryButton />
      </Datagrid>
    </List>
  );
}
