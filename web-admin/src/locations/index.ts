import PlaceIcon from '@mui/icons-material/Place';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./LocationList.js'), 'LocationList'),
  create: lazyView(() => import('./LocationCreate.js'), 'LocationCreate'),
  edit: lazyView(() => import('./LocationEdit.js'), 'LocationEdit'),
  icon: PlaceIcon,
  recordRepresentation: 'name',
};
