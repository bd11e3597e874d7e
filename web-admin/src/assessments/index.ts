import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyView } from '../common/lazyView.js';

/** /admin/assessments. */
export default { list: lazyView(() => import('./AssessmentList.js'), 'AssessmentList'), icon: AssignmentIcon, recordRepresentation: (a: { customer?: { name?: string } }) => a.customer?.name ?? '' };
