import AssignmentIcon from '@mui/icons-material/Assignment';
import { AssessmentList } from './AssessmentList.js';

/** /admin/assessments. */
export default { list: AssessmentList, icon: AssignmentIcon, recordRepresentation: (a: { customer?: { name?: string } }) => a.customer?.name ?? '' };
