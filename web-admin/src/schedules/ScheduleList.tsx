import { DataTable, List } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { DateField, DateTimeField, TimeField } from '../common/fields.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';

// Spec §2 Schedule planner: Schedule Date, Schedule Start, Schedule End, Country,
// Date Created, Actions (Delete). Slots are planned in bulk and never edited.
export function ScheduleList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} sort={{ field: 'scheduled_at', order: 'DESC' }} actions={<ListActions createLabel="app.action.create_schedule" exportKind="schedules" />}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="scheduled_at">
          <DateField source="scheduled_at" />
        </DataTable.Col>
        <DataTable.Col source="start_at">
          <TimeField source="start_at" />
        </DataTable.Col>
        <DataTable.Col source="end_at">
          <TimeField source="end_at" />
        </DataTable.Col>
        <DataTable.Col source="country" />
        <DataTable.Col source="created_at">
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="app.column.actions">
          <ConfirmDeleteButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
