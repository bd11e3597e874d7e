import { Edit } from 'react-admin';
import { TeamForm, teamTransform } from './TeamForm.js';

export const TeamEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={teamTransform}>
    <TeamForm />
  </Edit>
);
