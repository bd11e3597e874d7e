import GroupsIcon from '@mui/icons-material/Groups';
import { TeamCreate } from './TeamCreate.js';
import { TeamEdit } from './TeamEdit.js';
import { TeamList } from './TeamList.js';

export default {
  list: TeamList,
  create: TeamCreate,
  edit: TeamEdit,
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
