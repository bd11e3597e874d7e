import { Create } from 'react-admin';
import { TeamForm, teamTransform } from './TeamForm.js';

export const TeamCreate = () => (
  <Create redirect="list" transform={teamTransform}>
    <TeamForm />
  </Create>
);
