import { Edit } from 'react-admin';
import { CategoryServiceForm, categoryServiceTransform } from './CategoryServiceForm.js';

export const CategoryServiceEdit = () => (
  <Edit mutationMode="pessimistic" redirect={() => 'services'} transform={categoryServiceTransform}>
    <CategoryServiceForm />
  </Edit>
);
