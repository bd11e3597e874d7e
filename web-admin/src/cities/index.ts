import LocationCityIcon from '@mui/icons-material/LocationCity';
import { CityCreate } from './CityCreate.js';
import { CityEdit } from './CityEdit.js';
import { CityList } from './CityList.js';

export default {
  list: CityList,
  create: CityCreate,
  edit: CityEdit,
  icon: LocationCityIcon,
  recordRepresentation: 'name',
};
