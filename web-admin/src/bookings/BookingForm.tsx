import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  Form,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useGetOne,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCurrency } from '../format.js';
import type { BookingRequest } from '@app/core/contract/bookingForm';
import type { TextForm } from '@app/core/contract/textForm';
import type { CategoryServiceRecord } from '@app/core/contract/catalogueRecords';
import type { AddressRecord, CustomerRecord } from '@app/core/contract/people';
import { BLANK_LINE, formTotal, type FormLine } from './bookingTotals.js';
import { useAvailableSlots } from '../common/useAvailableSlots.js';
import { ValidSaveToolbar } from './ValidSaveToolbar.js';

/** Spec §9: the admin form's gateways, with the cart's values (named by i18n key: the input translates them). */
export const GATEWAY_CHOICES = [
  { id: 'xendit_payment', name: 'app.booking_form.gateways.xendit_payment' },
  { id: 'tendopay_gateway', name: 'app.booking_form.gateways.tendopay_gateway' },
];

/** The form's values: the booking request's fields as text (blank while being filled in), and its lines. */
export type BookingFormValues = Partial<TextForm<BookingRequest, 'customer' | 'address' | 'date' | 'category' | 'paymentGateway' | 'discountCoupon' | 'assessment'>> & {
  services?: FormLine[];
};

const NEW_RECORD = {};

/** A line's price follows the chosen service's catalogue price (editable, at least 0). */
function ServicePicker({ source }: { source: string }) {
  const { setValue } = useFormContext();
  // Inside the iterator a line's inputs are named 'services.<n>.<field>'.
  const sourceContext = useSourceContext();
  const category = useWatch({ name: 'category' }) as string | undefined;
  return (
    <ReferenceInput source={source} reference="category-services" filter={category ? { category_id: category } : {}} perPage={100}>
      <AutocompleteInput
        label="resources.bookings.fields.service"
        optionText="name"
        validate={required()}
        onChange={(_value: unknown, record: unknown) => {
          // The chosen service ('' once the input is cleared).
          const service = record as CategoryServiceRecord | '' | undefined;
          if (service) setValue(sourceContext.getSource('price'), service.price, { shouldValidate: true });
        }}
      />
    </ReferenceInput>
  );
}

/** The customer's saved addresses; cleared when another customer is chosen. */
function AddressPicker() {
  const customer = useWatch({ name: 'customer' }) as string | undefined;
  const { setValue, getFieldState } = useFormContext();
  useEffect(() => {
    if (getFieldState('address').isDirty) setValue('address', '', { shouldValidate: true });
  }, [customer]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ReferenceInput source="address" reference="addresses" filter={customer ? { user_id: customer } : { user_id: '-' }}>
      <SelectInput label="resources.bookings.fields.address" optionText={(a: AddressRecord) => [a.street_address, a.barangay, a.city.name].filter(Boolean).join(', ')} validate={required()} disabled={!customer} />
    </ReferenceInput>
  );
}

function Total() {
  const lines = useWatch({ name: 'services' }) as FormLine[] | undefined;
  const translate = useTranslate();
  return <Typography variant="subtitle1">{translate('app.booking_form.total', { total: formatCurrency(formTotal(lines)) })}</Typography>;
}

/** The assessment's customer, shown by name when the form books an assessment. */
function CustomerName({ id }: { id: string }) {
  const { data } = useGetOne<CustomerRecord>('customers', { id });
  const translate = useTranslate();
  return <Typography variant="body2">{translate('app.booking_form.customer', { name: data?.name ?? id })}</Typography>;
}

interface Props {
  defaultValues: BookingFormValues;
  onSubmit: (values: BookingFormValues) => Promise<Record<string, string> | undefined>;
  /** The customer is fixed (an assessment's): shown, not picked. */
  fixedCustomer?: boolean;
  children?: ReactNode;
}

/**
 * The admin booking form (spec §5): customer, address, schedule, category and services
 * (quantity at least 1, price at least 0), Save disabled while invalid. Server field
 * errors (422) come back from `onSubmit` and land on their inputs.
 */
export function BookingForm({ defaultValues, onSubmit, fixedCustomer, children }: Props) {
  const { data: slots = [] } = useAvailableSlots(true);
  const translate = useTranslate();
  return (
    // A new booking, not the row the dialog was opened from (an assessment's `category` is an object).
    <Form record={NEW_RECORD} defaultValues={{ paymentGateway: 'xendit_payment', services: [{ ...BLANK_LINE }], ...defaultValues }} onSubmit={onSubmit as never} mode="onChange">
      {children}
      {fixedCustomer && defaultValues.customer ? (
        <CustomerName id={defaultValues.customer} />
      ) : (
        <ReferenceInput source="customer" reference="customers" perPage={25}>
          <AutocompleteInput label="resources.bookings.fields.customer" optionText="name" validate={required()} fullWidth />
        </ReferenceInput>
      )}
      <AddressPicker />
      <SelectInput source="date" label="resources.bookings.fields.date" choices={slots} validate={required()} fullWidth />
      {slots.length === 0 && <Alert severity="info">{translate('app.booking_form.no_slots')}</Alert>}
      <ReferenceInput source="category" reference="categories" perPage={100}>
        <SelectInput label="resources.bookings.fields.category" optionText="name" validate={required()} fullWidth />
      </ReferenceInput>
      <ArrayInput source="services" label="resources.bookings.fields.services" validate={required()}>
        <SimpleFormIterator inline disableReordering>
          <ServicePicker source="service" />
          <NumberInput source="quantity" label="resources.bookings.fields.quantity" min={1} step={1} defaultValue={BLANK_LINE.quantity} validate={[required(), minValue(1)]} />
          <NumberInput source="price" label="resources.bookings.fields.price" min={0} defaultValue={BLANK_LINE.price} validate={[required(), minValue(0)]} />
        </SimpleFormIterator>
      </ArrayInput>
      <SelectInput source="paymentGateway" label="resources.bookings.fields.paymentGateway" choices={GATEWAY_CHOICES} validate={required()} />
      <TextInput source="discountCoupon" label="resources.bookings.fields.discountCoupon" />
      <Total />
      <ValidSaveToolbar />
    </Form>
  );
}
