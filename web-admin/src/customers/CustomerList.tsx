import { DataTable, EditButton, List, ReferenceManyField, SearchInput, TextField } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { DetailsDialogButton } from '../common/DetailsDialogButton.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';
import { AddAddressButton } from './AddAddressButton.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// Spec §2 Customers: First Name (the full name), Last Name, Email, Contact Number,
// Actions (Add Address, View, Edit, Delete).
export function CustomerList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<ListActions createLabel="app.action.create_customer" exportKind="customers" />}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="last_name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="contact_number" />
        <DataTable.Col label="app.column.actions">
          <AddAddressButton />
          <DetailsDialogButton title="app.dialog.customer_details">
            <TextField source="name" label="resources.users.fields.name" />
            <TextField source="email" />
            <TextField source="contact_number" emptyText="-" />
            <ReferenceManyField reference="addresses" target="user_id" label="resources.addresses.name">
              <DataTable bulkActionButtons={false} rowClick={false}>
                <DataTable.Col source="street_address" />
                <DataTable.Col source="barangay" />
                <DataTable.Col source="city.name" />
                <DataTable.Col source="type_of_home" />
              </DataTable>
            </ReferenceManyField>
          </DetailsDialogButton>
          <EditButton />
          <ConfirmDeleteButton confirmContent="app.message.delete_customer" declinedMessage="app.message.no_changes" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
