import { Create } from 'react-admin';
import { CityForm } from './CityForm.js';

export const CityCreate = () => (
  <Create redirect="list">
    <CityForm />
  </Create>
);
