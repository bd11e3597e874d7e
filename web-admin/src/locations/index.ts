import PlaceIcon from '@mui/icons-material/Place';
import { LocationCreate } from './LocationCreate.js';
import { LocationEdit } from './LocationEdit.js';
import { LocationList } from './LocationList.js';

export default {
  list: LocationList,
  create: LocationCreate,
  edit: LocationEdit,
  icon: PlaceIcon,
  recordRepresentation: 'name',
};
