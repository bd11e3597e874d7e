import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate } from './CategoryCreate.js';
import { CategoryEdit } from './CategoryEdit.js';
import { CategoryList } from './CategoryList.js';

export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
