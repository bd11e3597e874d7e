import GroupsIcon from '@mui/icons-material/Groups';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./TeamList.js'), 'TeamList'),
  create: lazyView(() => import('./TeamCreate.js'), 'TeamCreate'),
  edit: lazyView(() => import('./TeamEdit.js'), 'TeamEdit'),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
