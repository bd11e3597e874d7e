import type { Team as TeamRecord } from '@app/core/contract/teams';
import { DataTable, EditButton, FunctionField, List, SearchInput } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// Spec §2 Teams: a Name column, search, Create Record. The members are shown too: a team
// is its manongs.
export function TeamList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<ListActions createLabel="app.action.create_record" />}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="members" disableSort>
          <FunctionField<TeamRecord> render={(team) => (team.members ?? []).map((m) => `${m.first_name} ${m.last_name}`).join(', ')} />
        </DataTable.Col>
        <DataTable.Col label="app.column.actions">
          <EditButton />
          <ConfirmDeleteButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
