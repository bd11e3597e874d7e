import { Create } from 'react-admin';
import { CustomerForm, customerTransform } from './CustomerForm.js';

export const CustomerCreate = () => (
  <Create redirect="list" transform={customerTransform}>
    <CustomerForm />
  </Create>
);
