import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { BookingList } from './BookingList.js';

/** /admin/bookings: the list, its dialogs and commands (no create/edit pages: placing and changes are commands). */
export default {
  list: BookingList,
  icon: ReceiptLongIcon,
  recordRepresentation: 'id',
};
