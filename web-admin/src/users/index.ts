import BadgeIcon from '@mui/icons-material/Badge';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./UserList.js'), 'UserList'),
  create: lazyView(() => import('./UserCreate.js'), 'UserCreate'),
  edit: lazyView(() => import('./UserEdit.js'), 'UserEdit'),
  icon: BadgeIcon,
  recordRepresentation: 'name',
};
