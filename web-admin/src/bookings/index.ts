import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../common/lazyView.js';

/** /admin/bookings: the list, its dialogs and commands (no create/edit pages: placing and changes are commands). */
export default {
  list: lazyView(() => import('./BookingList.js'), 'BookingList'),
  icon: ReceiptLongIcon,
  recordRepresentation: 'id',
};
