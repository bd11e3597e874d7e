import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { DataTable, FunctionField, List, SearchInput } from 'react-admin';
import { CommandButton } from '../bookings/CommandButton.js';
import { RefreshExportActions } from '../bookings/RefreshExportActions.js';
import { WORK_STATUS, type BookingRecord } from '../bookings/types.js';
import { ViewBookingButton } from '../bookings/ViewBookingButton.js';
import { DateTimeField } from '../common/fields.js';
import { FixedPagination } from '../common/pagination.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Spec §2 Cancellation requests: the bookings whose customer asked to cancel (status 6),
 * with View, Accept ('Booking cancellation request granted') and Decline ('Booking
 * cancellation request declined'; not offered once cancelled), Refresh and Export.
 */
export function CancellationList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<RefreshExportActions />} title="Cancellation Requests">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="id" label="Booking ID" />
        <DataTable.Col source="customer" label="Customer" render={(b: BookingRecord) => b.customer.name} />
        <DataTable.Col source="work_status" label="Status" render={(b: BookingRecord) => b.work_status_string} />
        <DataTable.Col source="payment_status" label="Payment Status" />
        <DataTable.Col source="when_at" label="Service Date">
          <DateTimeField source="when_at" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Date Booked">
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <ViewBookingButton />
          <CommandButton label="Accept" icon={<CheckIcon />} resource="cancellations" action="accept" confirmTitle="Accept cancellation" confirmContent="Grant this cancellation request? The booking is cancelled and its schedule released." />
          <FunctionField<BookingRecord>
            render={(b) =>
              b.work_status === WORK_STATUS.Cancelled ? null : (
                <CommandButton label="Decline" color="error" icon={<CloseIcon />} resource="cancellations" action="decline" confirmTitle="Decline cancellation" confirmContent="Decline this cancellation request? The booking goes on as before." />
              )
            }
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
