import { Edit } from 'react-admin';
import { LocationForm } from './LocationForm.js';

// Pessimistic: the list shows the change only once the api has it, and a 422 can still
// reach the form's fields.
export const LocationEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LocationForm />
  </Edit>
);
