import type { EmployeeRecord } from '@app/core/contract/people';
import { email, ImageField, ImageInput, required, SelectArrayInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { IMAGE_ACCEPT } from '../common/images.js';
import { phPhone, PH_PHONE_PLACEHOLDER } from '../common/phone.js';
import { ROLE_CHOICES, shownRoles } from './roles.js';

function CurrentPicture() {
  const record = useRecordContext<EmployeeRecord>();
  return record?.picture ? <img src={record.picture} alt="" style={{ maxWidth: 120, maxHeight: 120, borderRadius: 8 }} /> : null;
}

/**
 * Spec §5 Employee: first name, last name, e-mail (valid) and roles required; contact
 * number Philippine only; profile picture png, jpeg or bmp. No password: a new account
 * gets an e-mailed link to set one.
 */
export function UserForm() {
  return (
    <SimpleForm>
      <TextInput source="first_name" validate={required()} />
      <TextInput source="middle_name" />
      <TextInput source="last_name" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="contact_number" validate={phPhone} placeholder={PH_PHONE_PLACEHOLDER} />
      <SelectArrayInput source="roles" choices={ROLE_CHOICES} validate={required()} format={shownRoles} />
      <CurrentPicture />
      <ImageInput source="profile_picture" accept={IMAGE_ACCEPT}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}

/**
 * The editable fields. An employee record never lists 'customer' (EmployeeRecord): the
 * api keeps that role, for one who had it, on every edit.
 */
export function userTransform(data: Record<string, unknown>) {
  const { first_name, middle_name, last_name, email: mail, contact_number, profile_picture } = data;
  return { first_name, middle_name, last_name, email: mail, contact_number, roles: shownRoles(data.roles), profile_picture };
}
