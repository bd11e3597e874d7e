import HandymanIcon from '@mui/icons-material/Handyman';
import { CategoryServiceCreate } from './CategoryServiceCreate.js';
import { CategoryServiceEdit } from './CategoryServiceEdit.js';
import { CategoryServiceList } from './CategoryServiceList.js';

export default {
  list: CategoryServiceList,
  create: CategoryServiceCreate,
  edit: CategoryServiceEdit,
  icon: HandymanIcon,
  recordRepresentation: 'name',
};
