import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { RebookingList } from './RebookingList.js';

/** /admin/bookings-for-rebooking, read from /admin-api/rebookings (dataProvider/resourceNames.ts). */
export default { list: RebookingList, icon: EventRepeatIcon, recordRepresentation: 'id' };
