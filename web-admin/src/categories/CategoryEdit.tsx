import { Edit } from 'react-admin';
import { CategoryForm, categoryTransform } from './CategoryForm.js';

export const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect={() => 'services'} transform={categoryTransform}>
    <CategoryForm />
  </Edit>
);
