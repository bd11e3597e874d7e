import { email, required, SimpleForm, TextInput } from 'react-admin';
import { phPhone, PH_PHONE_PLACEHOLDER } from '../common/phone.js';

/**
 * Spec §5 Customer form: first name, last name and e-mail (valid) required; middle name
 * and contact number (Philippine) optional. No password: the customer sets one through
 * the e-mailed link.
 */
export function CustomerForm() {
  return (
    <SimpleForm>
      <TextInput source="first_name" validate={required()} />
      <TextInput source="middle_name" />
      <TextInput source="last_name" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="contact_number" validate={phPhone} placeholder={PH_PHONE_PLACEHOLDER} />
    </SimpleForm>
  );
}

export const customerTransform = ({ first_name, middle_name, last_name, email: mail, contact_number }: Record<string, unknown>) => ({
  first_name,
  middle_name,
  last_name,
  email: mail,
  contact_number,
});
