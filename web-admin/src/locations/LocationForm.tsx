import { required, SimpleForm, TextInput } from 'react-admin';

// A location needs a name. The api's field errors land on the input (dataProvider).
export function LocationForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
    </SimpleForm>
  );
}
