import LocationCityIcon from '@mui/icons-material/LocationCity';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./CityList.js'), 'CityList'),
  create: lazyView(() => import('./CityCreate.js'), 'CityCreate'),
  edit: lazyView(() => import('./CityEdit.js'), 'CityEdit'),
  icon: LocationCityIcon,
  recordRepresentation: 'name',
};
