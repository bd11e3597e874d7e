import BadgeIcon from '@mui/icons-material/Badge';
import { UserCreate } from './UserCreate.js';
import { UserEdit } from './UserEdit.js';
import { UserList } from './UserList.js';

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: BadgeIcon,
  recordRepresentation: 'name',
};
