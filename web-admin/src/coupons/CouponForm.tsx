import { AutocompleteArrayInput, BooleanInput, DateInput, FormDataConsumer, minValue, NumberInput, ReferenceArrayInput, required, SimpleForm, TextInput, type Validator } from 'react-admin';

// Number of usage: required unless the coupon is disposable (one use), then at least 1.
const usageRule: Validator = (value, values: Record<string, unknown>) => {
  if (values.is_disposable) return undefined;
  return required()(value, values) ?? minValue(1)(value, values);
};

/**
 * Spec §5 Coupon: label (Promo), amount and expiration date required; usage required
 * unless disposable (minimum 1) and disabled when disposable; the customers picker only
 * when the coupon is not for all users.
 */
export function CouponForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  return (
    <SimpleForm {...(defaultValues ? { defaultValues } : {})}>
      <TextInput source="label" validate={required()} fullWidth />
      <TextInput source="code" helperText={false} />
      <NumberInput source="amount" validate={[required(), minValue(0)]} />
      <BooleanInput source="is_percentage" />
      <BooleanInput source="is_disposable" />
      <FormDataConsumer<{ is_disposable?: boolean }>>
        {({ formData }) => <NumberInput source="usage" validate={usageRule} disabled={Boolean(formData.is_disposable)} min={1} />}
      </FormDataConsumer>
      <BooleanInput source="all_user" />
      <FormDataConsumer<{ all_user?: boolean }>>
        {({ formData }) =>
          !formData.all_user && (
            <ReferenceArrayInput source="customers" reference="customers" sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteArrayInput optionText="name" filterToQuery={(q: string) => ({ q })} />
            </ReferenceArrayInput>
          )
        }
      </FormDataConsumer>
      <DateInput source="expires_at" validate={required()} />
    </SimpleForm>
  );
}

/** The coupon form's fields as the api reads them (spec §3: label, is_disposable, usage, amount, all_user, customers, expires_at, is_percentage). */
export function couponTransform(data: Record<string, unknown>) {
  const disposable = Boolean(data.is_disposable);
  const allUsers = Boolean(data.all_user);
  return {
    label: data.label,
    code: data.code || undefined,
    amount: data.amount,
    is_percentage: Boolean(data.is_percentage),
    is_disposable: disposable,
    usage: disposable ? 1 : data.usage,
    all_user: allUsers,
    customers: allUsers ? [] : (data.customers ?? []),
    expires_at: data.expires_at,
  };
}
