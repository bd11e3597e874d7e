import { DataTable, EditButton, List, SearchInput, TextField, type ListProps } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { DetailsDialogButton } from '../common/DetailsDialogButton.js';
import { PesoField } from '../common/fields.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The services table, 5 a page (spec §9); also the lower table of /admin/services. */
export function CategoryServiceList(props: Omit<ListProps, 'children'>) {
  return (
    <List
      empty={false}
      resource="category-services"
      perPage={5}
      pagination={<FixedPagination />}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions exportKind="category-services" />}
      {...props}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="category.name" disableSort />
        <DataTable.Col source="name" />
        <DataTable.Col source="price">
          <PesoField source="price" />
        </DataTable.Col>
        <DataTable.Col source="per_unit" />
        <DataTable.Col label="app.column.actions">
          <EditButton resource="category-services" />
          <DetailsDialogButton title="app.dialog.service_details">
            <TextField source="category.name" />
            <TextField source="name" />
            <PesoField source="price" />
            <TextField source="per_unit" emptyText="-" />
          </DetailsDialogButton>
          <ConfirmDeleteButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
