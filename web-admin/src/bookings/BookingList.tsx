import CancelIcon from '@mui/icons-material/Cancel';
import { DataTable, FunctionField, List, SearchInput } from 'react-admin';
import { DateTimeField } from '../common/fields.js';
import { FixedPagination } from '../common/pagination.js';
import { AssignManongsButton } from './AssignManongsButton.js';
import { BookServiceButton } from './BookServiceButton.js';
import { CommandButton } from './CommandButton.js';
import { RebookButton } from './RebookButton.js';
import { RefreshExportActions } from './RefreshExportActions.js';
import { WORK_STATUS, type BookingRecord } from './types.js';
import { ViewBookingButton } from './ViewBookingButton.js';
import { WorkPermitsButton } from './WorkPermitsButton.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const BookingListActions = () => (
  <RefreshExportActions>
    <BookServiceButton />
  </RefreshExportActions>
);

/** Cancel: finished and cancelled bookings stay as they are (the api refuses a finished one). */
function CancelBookingButton() {
  return (
    <FunctionField<BookingRecord>
      render={(booking) => (
        <CommandButton
          label="ra.action.cancel"
          color="error"
          icon={<CancelIcon />}
          resource="bookings"
          action="cancel"
          confirmTitle="Cancel booking"
          confirmContent={`Cancel booking ${booking.id}? Its schedule is released.`}
          disabled={booking.work_status === WORK_STATUS.Finished || booking.work_status === WORK_STATUS.Cancelled}
        />
      )}
    />
  );
}

/**
 * Spec §2 Bookings: Booking ID, Customer, Work Status, Payment Status, Service Date, Date
 * Booked, Actions (View, Re-book, Cancel, Manongs, Work Permits); Book Service, Refresh,
 * Export above.
 */
export function BookingList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<BookingListActions />} title="Bookings">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="id" label="Booking ID" />
        <DataTable.Col source="customer" label="Customer" render={(b: BookingRecord) => b.customer.name} />
        <DataTable.Col source="work_status" label="Work Status" render={(b: BookingRecord) => b.work_status_string} />
        <DataTable.Col source="payment_status" label="Payment Status" />
        <DataTable.Col source="when_at" label="Service Date">
          <DateTimeField source="when_at" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Date Booked">
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <ViewBookingButton />
          <RebookButton />
          <CancelBookingButton />
          <AssignManongsButton />
          <WorkPermitsButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
