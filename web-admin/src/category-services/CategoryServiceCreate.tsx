import { Create } from 'react-admin';
import { CategoryServiceForm, categoryServiceTransform } from './CategoryServiceForm.js';

// Back to the Categories & Services screen, where the service shows in its table.
export const CategoryServiceCreate = () => (
  <Create redirect={() => 'services'} transform={categoryServiceTransform}>
    <CategoryServiceForm />
  </Create>
);
