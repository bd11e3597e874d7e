import { AutocompleteInput, minValue, number, NumberInput, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';

// Spec §5: category, name and price (a number) required.
export function CategoryServiceForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={required()} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <TextInput source="name" validate={required()} fullWidth />
      <NumberInput source="price" validate={[required(), number(), minValue(0)]} step={0.01} />
      <TextInput source="per_unit" />
    </SimpleForm>
  );
}

/** Only the form's fields go back: the nested `category` is the read model's. */
export const categoryServiceTransform = ({ category_id, name, price, per_unit }: Record<string, unknown>) => ({ category_id, name, price, per_unit });
