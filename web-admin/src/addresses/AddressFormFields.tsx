import { AutocompleteInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { phPhone, PH_PHONE_PLACEHOLDER } from '../common/phone.js';
import { HOME_TYPE_CHOICES } from './homeTypes.js';

/**
 * Spec §5 Address form: city, street address, barangay and type of home required (House,
 * Condo, Village); contact number Philippine only.
 */
export function AddressFormFields() {
  return (
    <>
      <ReferenceInput source="city" reference="cities" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteInput optionText="name" validate={required()} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <TextInput source="street_address" validate={required()} fullWidth />
      <TextInput source="barangay" validate={required()} fullWidth />
      <SelectInput source="type_of_home" choices={HOME_TYPE_CHOICES} validate={required()} />
      <TextInput source="apartment_no" />
      <TextInput source="contact_number" validate={phPhone} placeholder={PH_PHONE_PLACEHOLDER} />
    </>
  );
}

/** The address fields the api takes; `city` is the city's id (the read model nests {id, name}). */
export const addressTransform = ({ user_id, city, street_address, barangay, type_of_home, apartment_no, contact_number }: Record<string, unknown>) => ({
  user_id,
  city: typeof city === 'object' && city !== null ? (city as { id: unknown }).id : city,
  street_address,
  barangay,
  type_of_home,
  apartment_no,
  contact_number,
});
