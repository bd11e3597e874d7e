import { BooleanField, DataTable, EditButton, ImageField, List, SearchInput, type ListProps } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { DateTimeField } from '../common/fields.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The categories table, 7 a page (spec §9); also the upper table of /admin/services. */
export function CategoryList(props: Omit<ListProps, 'children'>) {
  return (
    <List
      empty={false}
      resource="categories"
      perPage={7}
      pagination={<FixedPagination />}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions exportKind="categories" />}
      {...props}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="image" disableSort>
          <ImageField source="image" sx={{ '& img': { maxWidth: 48, maxHeight: 48, objectFit: 'cover' } }} />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="is_fixed_price">
          <BooleanField source="is_fixed_price" looseValue />
        </DataTable.Col>
        <DataTable.Col source="created_at">
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="app.column.actions">
          <EditButton resource="categories" />
          <ConfirmDeleteButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
