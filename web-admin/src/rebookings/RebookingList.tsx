import CloseIcon from '@mui/icons-material/Close';
import { DataTable, List, SearchInput } from 'react-admin';
import { AssignManongsButton } from '../bookings/AssignManongsButton.js';
import { CommandButton } from '../bookings/CommandButton.js';
import { RebookButton } from '../bookings/RebookButton.js';
import { RefreshExportActions } from '../bookings/RefreshExportActions.js';
import type { BookingRecord } from '../bookings/types.js';
import { ViewBookingButton } from '../bookings/ViewBookingButton.js';
import { WorkPermitsButton } from '../bookings/WorkPermitsButton.js';
import { DateTimeField } from '../common/fields.js';
import { FixedPagination } from '../common/pagination.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Spec §2 Re-bookings: the bookings with a re-booking request (status 5). Columns Booking
 * ID, Customer, Status, Payment Status, Initial Booking Date, Requested Date, Date Booked;
 * actions view, re-book (fulfil on a slot), reject the request ('Re-booking request has
 * been cancelled.'), assign manongs, work permits.
 */
export function RebookingList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<RefreshExportActions />} title="Re-Bookings">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="id" label="Booking ID" />
        <DataTable.Col source="customer" label="Customer" render={(b: BookingRecord) => b.customer.name} />
        <DataTable.Col source="work_status" label="Status" render={(b: BookingRecord) => b.work_status_string} />
        <DataTable.Col source="payment_status" label="Payment Status" />
        <DataTable.Col source="when_at" label="Initial Booking Date">
          <DateTimeField source="when_at" />
        </DataTable.Col>
        <DataTable.Col source="requested_schedule_at" label="Requested Date">
          <DateTimeField source="requested_schedule_at" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Date Booked">
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="Actions & Documents" disableSort>
          <ViewBookingButton />
          <RebookButton />
          <CommandButton label="Decline" color="error" icon={<CloseIcon />} resource="rebookings" action="reject" confirmTitle="Reject re-booking" confirmContent="Reject this re-booking request? The booking keeps its schedule." />
          <AssignManongsButton />
          <WorkPermitsButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
