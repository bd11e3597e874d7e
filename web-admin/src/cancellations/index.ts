import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { lazyView } from '../common/lazyView.js';

/** /admin/bookings-for-cancellation, read from /admin-api/cancellations (dataProvider/resourceNames.ts). */
export default { list: lazyView(() => import('./CancellationList.js'), 'CancellationList'), icon: CancelScheduleSendIcon, recordRepresentation: 'id' };
