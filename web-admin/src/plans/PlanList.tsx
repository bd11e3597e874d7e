import { DataTable, DateInput, List, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { RefreshExportActions } from '../bookings/RefreshExportActions.js';
import { DateTimeField } from '../common/fields.js';
import { NoRows } from '../common/NoRows.js';
import { FixedPagination } from '../common/pagination.js';
import { NextVisitField } from './NextVisitField.js';
import { PlanStatusChip } from './PlanChips.js';
import { servicesText } from './planWords.js';
import type { PlanRecord } from './types.js';

const STATUSES = ['active', 'paused', 'cancelled'] as const;

function usePlanFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="category" source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
      <SelectInput optionText="name" label="resources.plans.fields.category_id" />
    </ReferenceInput>,
    <SelectInput key="status" source="status" choices={STATUSES.map((id) => ({ id, name: translate(`app.plans.status.${id}`) }))} alwaysOn />,
    <DateInput key="from" source="next_visit_from" alwaysOn />,
    <DateInput key="to" source="next_visit_to" alwaysOn />,
  ];
}

/**
 * /admin/plans: every maintenance plan, soonest next visit first, filtered by category,
 * status and next visit date; a row opens the plan with every visit and its actions.
 */
export function PlanList() {
  const translate = useTranslate();
  return (
    <List empty={false} perPage={25} pagination={<FixedPagination />} filters={usePlanFilters()} sort={{ field: 'next_visit_on', order: 'ASC' }} actions={<RefreshExportActions exportKind="plans" />}>
      <DataTable rowClick="show" bulkActionButtons={false} empty={<NoRows />}>
        <DataTable.Col source="customer_name" render={(p: PlanRecord) => p.customer.name} />
        <DataTable.Col source="category" disableSort render={(p: PlanRecord) => p.category.name} />
        <DataTable.Col source="services" disableSort render={(p: PlanRecord) => servicesText(p.services)} />
        <DataTable.Col source="interval_months" render={(p: PlanRecord) => translate('app.plans.interval', { smart_count: p.interval_months })} />
        <DataTable.Col source="status" render={(p: PlanRecord) => <PlanStatusChip status={p.status} />} />
        <DataTable.Col source="next_visit_on">
          <NextVisitField />
        </DataTable.Col>
        <DataTable.NumberCol source="visits_count" disableSort />
        <DataTable.Col source="created_at">
          <DateTimeField source="created_at" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
