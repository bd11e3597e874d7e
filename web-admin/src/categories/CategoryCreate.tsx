import { Create } from 'react-admin';
import { CategoryForm, categoryTransform } from './CategoryForm.js';

// Back to the Categories & Services screen, where the category shows in its table.
export const CategoryCreate = () => (
  <Create redirect={() => 'services'} transform={categoryTransform}>
    <CategoryForm defaultValues={{ is_fixed_price: true }} />
  </Create>
);
