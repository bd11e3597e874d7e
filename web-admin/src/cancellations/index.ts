import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { CancellationList } from './CancellationList.js';

/** /admin/bookings-for-cancellation, read from /admin-api/cancellations (dataProvider/resourceNames.ts). */
export default { list: CancellationList, icon: CancelScheduleSendIcon, recordRepresentation: 'id' };
