import { Create } from 'react-admin';
import { UserForm, userTransform } from './UserForm.js';

export const UserCreate = () => (
  <Create redirect="list" transform={userTransform}>
    <UserForm />
  </Create>
);
