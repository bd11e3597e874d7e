import type { CategoryRecord } from '@app/core/contract/catalogueRecords';
import { BooleanInput, ImageField, ImageInput, required, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { IMAGE_ACCEPT } from '../common/images.js';

function CurrentImage() {
  const record = useRecordContext<CategoryRecord>();
  return record?.image ? <img src={record.image} alt="" style={{ maxWidth: 160, maxHeight: 120 }} /> : null;
}

/**
 * Spec §5: name and description required, image png, jpeg or bmp. The record says
 * `is_fixed_price` (1/0); the api reads the form's `is_for_fixed_price` as 'true'/'false'
 * (see categoryTransform). The chosen image goes up as multipart (dataProvider).
 */
export function CategoryForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  return (
    <SimpleForm {...(defaultValues ? { defaultValues } : {})}>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="description" validate={required()} multiline minRows={3} fullWidth />
      <BooleanInput source="is_fixed_price" format={(v: unknown) => v === 1 || v === true} />
      <CurrentImage />
      <ImageInput source="image" accept={IMAGE_ACCEPT} format={(v: unknown) => (typeof v === 'string' ? null : v)}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}

/** What the api's category form reads: the kind as text, the file only when one was chosen. */
export function categoryTransform(data: Record<string, unknown>) {
  const fixed = data.is_fixed_price === true || data.is_fixed_price === 1;
  return {
    name: data.name,
    description: data.description,
    is_for_fixed_price: fixed ? 'true' : 'false',
    is_for_assessment: fixed ? 'false' : 'true',
    image: data.image,
  };
}
