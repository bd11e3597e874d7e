import { DataTable, EditButton, ImageField, List, SearchInput, TextField } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { DetailsDialogButton } from '../common/DetailsDialogButton.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';
import { RolesField } from './RolesField.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// Spec §2 Employees: Name, Email, Contact Number, Roles, Actions; a view dialog.
export function UserList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<ListActions />}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="contact_number" />
        <DataTable.Col source="roles" disableSort>
          <RolesField />
        </DataTable.Col>
        <DataTable.Col label="app.column.actions">
          <EditButton />
          <DetailsDialogButton title="app.dialog.employee_details">
            <ImageField source="picture" />
            <TextField source="name" />
            <TextField source="email" />
            <TextField source="contact_number" emptyText="-" />
            <RolesField source="roles" label="resources.users.fields.roles" />
          </DetailsDialogButton>
          <ConfirmDeleteButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
