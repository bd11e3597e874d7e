import type { CouponRecord } from '@app/core/contract/coupons';
import { BooleanField, DataTable, EditButton, List, SearchInput, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton.js';
import { DateTimeField, PesoField } from '../common/fields.js';
import { ListActions } from '../common/ListActions.js';
import { FixedPagination } from '../common/pagination.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A percentage coupon's amount is a percent, otherwise pesos (spec §9, discounts). */
function PercentOrPeso() {
  const record = useRecordContext<CouponRecord>();
  if (record?.is_percentage) return <span>{record.amount}%</span>;
  return <PesoField source="amount" />;
}

// Spec §2 Discount coupons: Promo Name, Code, Amount, Remaining, Percentage Based,
// Expiration Date, Actions; 10 a page.
export function CouponList() {
  return (
    <List empty={false} perPage={10} pagination={<FixedPagination />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<ListActions createLabel="app.action.create_record" />}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="label" />
        <DataTable.Col source="code" />
        <DataTable.Col source="amount">
          <PercentOrPeso />
        </DataTable.Col>
        <DataTable.Col source="quantity" />
        <DataTable.Col source="is_percentage">
          <BooleanField source="is_percentage" />
        </DataTable.Col>
        <DataTable.Col source="expires_at">
          <DateTimeField source="expires_at" />
        </DataTable.Col>
        <DataTable.Col label="app.column.actions">
          <EditButton />
          <ConfirmDeleteButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

