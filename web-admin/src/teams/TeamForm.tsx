import { AutocompleteArrayInput, required, SimpleForm, TextInput } from 'react-admin';
import { useManongChoices } from './useManongChoices.js';

function MembersInput() {
  const { data, isPending } = useManongChoices();
  return <AutocompleteArrayInput source="member_ids" label="resources.teams.fields.members" choices={data ?? []} isPending={isPending} validate={required()} />;
}

// Spec §5: name and members required; members are manongs.
export function TeamForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <MembersInput />
    </SimpleForm>
  );
}

/** The record lists members as objects and ids; the api takes the ids as `members`. */
export const teamTransform = ({ name, member_ids }: Record<string, unknown>) => ({ name, members: member_ids });
