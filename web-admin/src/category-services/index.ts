import HandymanIcon from '@mui/icons-material/Handyman';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./CategoryServiceList.js'), 'CategoryServiceList'),
  create: lazyView(() => import('./CategoryServiceCreate.js'), 'CategoryServiceCreate'),
  edit: lazyView(() => import('./CategoryServiceEdit.js'), 'CategoryServiceEdit'),
  icon: HandymanIcon,
  recordRepresentation: 'name',
};
