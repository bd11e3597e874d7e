import PeopleIcon from '@mui/icons-material/People';
import { CustomerCreate } from './CustomerCreate.js';
import { CustomerEdit } from './CustomerEdit.js';
import { CustomerList } from './CustomerList.js';

export default {
  list: CustomerList,
  create: CustomerCreate,
  edit: CustomerEdit,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
