import { Edit } from 'react-admin';
import { CityForm } from './CityForm.js';

// Pessimistic: the list shows the change only once the api has it, and a 422 can still
// reach the form's fields.
export const CityEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CityForm />
  </Edit>
);
