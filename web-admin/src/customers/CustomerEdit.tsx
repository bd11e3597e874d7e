import { Edit } from 'react-admin';
import { CustomerForm, customerTransform } from './CustomerForm.js';

export const CustomerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={customerTransform}>
    <CustomerForm />
  </Edit>
);
