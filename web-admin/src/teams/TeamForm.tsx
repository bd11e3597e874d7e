import { AutocompleteArrayInput, ReferenceArrayInput, required, SimpleForm, TextInput } from 'react-admin';
import { MANONG_FILTER } from '../users/roles.js';

// Spec §5: name and members required; members are manongs.
export function TeamForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <ReferenceArrayInput source="member_ids" reference="users" filter={MANONG_FILTER} sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput label="resources.teams.fields.members" optionText="name" validate={required()} filterToQuery={(q: string) => ({ q })} />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}

/** The record lists members as objects and ids; the api takes the ids as `members`. */
export const teamTransform = ({ name, member_ids }: Record<string, unknown>) => ({ name, members: member_ids });
