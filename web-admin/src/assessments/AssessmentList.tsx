import { DataTable, List, SearchInput, useRecordContext } from 'react-admin';
import { BookServiceButton } from '../bookings/BookServiceButton.js';
import { BLANK_LINE } from '../bookings/bookingTotals.js';
import { RefreshExportActions } from '../bookings/RefreshExportActions.js';
import { DateTimeField } from '../common/fields.js';
import { NoRows } from '../common/NoRows.js';
import { FixedPagination } from '../common/pagination.js';
import { AssessmentDetailsButton } from './AssessmentDetailsButton.js';
import { AssignAssessorsButton } from './AssignAssessorsButton.js';
import type { AssessmentRecord } from './types.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Book Service from an assessment: its customer, category and services filled in; the total must be at least 1. */
function BookAssessmentButton() {
  const a = useRecordContext<AssessmentRecord>();
  if (!a || a.booked === 'YES' || !a.customer.id) return null;
  return (
    <BookServiceButton
      fromAssessment
      defaultValues={{
        customer: a.customer.id,
        category: a.category.id,
        assessment: a.id,
        services: a.services.filter((s) => s.id).map((s) => ({ service: s.id!, ...BLANK_LINE })),
      }}
    />
  );
}

/** Spec §2 Assessments: Customer, Inquired Date, Booked (No Booking or YES), Actions (View, Assessors, Book Service); Refresh, Export. */
export function AssessmentList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<RefreshExportActions exportKind="assessments" />}>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRows />}>
        <DataTable.Col source="customer" render={(a: AssessmentRecord) => a.customer.name} />
        <DataTable.Col source="created_at">
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col source="booked" />
        <DataTable.Col label="app.column.actions" disableSort>
          <AssessmentDetailsButton />
          <AssignAssessorsButton />
          <BookAssessmentButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
