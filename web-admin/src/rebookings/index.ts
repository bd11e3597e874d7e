import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazyView } from '../common/lazyView.js';

/** /admin/bookings-for-rebooking, read from /admin-api/rebookings (dataProvider/resourceNames.ts). */
export default { list: lazyView(() => import('./RebookingList.js'), 'RebookingList'), icon: EventRepeatIcon, recordRepresentation: 'id' };
