import { required, SimpleForm, TextInput } from 'react-admin';

// Spec §5: name required. The api's field errors land on the input (dataProvider).
export function CityForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
    </SimpleForm>
  );
}
