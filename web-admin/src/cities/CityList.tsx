import { DataTable, EditButton, List, SearchInput, TextField } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { DetailsDialogButton } from '../common/DetailsDialogButton.js';
import { DateTimeField } from '../common/fields.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// Spec §2 Cities: Name, Date Created, Actions (Edit, View, Delete); 10 a page (§9).
export function CityList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<ListActions exportKind="cities" />}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="created_at">
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="app.column.actions">
          <EditButton />
          <DetailsDialogButton title="app.dialog.city_details">
            <TextField source="name" />
            <DateTimeField source="created_at" />
          </DetailsDialogButton>
          <ConfirmDeleteButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
