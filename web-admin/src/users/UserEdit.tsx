import { Edit } from 'react-admin';
import { UserForm, userTransform } from './UserForm.js';

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={userTransform}>
    <UserForm />
  </Edit>
);
