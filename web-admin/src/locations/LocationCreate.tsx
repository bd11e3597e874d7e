import { Create } from 'react-admin';
import { LocationForm } from './LocationForm.js';

export const LocationCreate = () => (
  <Create redirect="list">
    <LocationForm />
  </Create>
);
