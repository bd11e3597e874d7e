import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./CustomerList.js'), 'CustomerList'),
  create: lazyView(() => import('./CustomerCreate.js'), 'CustomerCreate'),
  edit: lazyView(() => import('./CustomerEdit.js'), 'CustomerEdit'),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
