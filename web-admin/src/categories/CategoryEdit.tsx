import { Edit, useGetRecordId } from 'react-admin';
import { CategoryForm, categoryTransform } from './CategoryForm.js';
import { CategoryPlanTerms } from './CategoryPlanTerms.js';

export function CategoryEdit() {
  const id = String(useGetRecordId());
  return (
    <>
      <Edit mutationMode="pessimistic" redirect={() => 'services'} transform={categoryTransform}>
        <CategoryForm />
      </Edit>
      <CategoryPlanTerms categoryId={id} />
    </>
  );
}
