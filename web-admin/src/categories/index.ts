import CategoryIcon from '@mui/icons-material/Category';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./CategoryList.js'), 'CategoryList'),
  create: lazyView(() => import('./CategoryCreate.js'), 'CategoryCreate'),
  edit: lazyView(() => import('./CategoryEdit.js'), 'CategoryEdit'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
