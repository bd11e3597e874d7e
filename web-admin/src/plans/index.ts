import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazyView } from '../common/lazyView.js';

/** /admin/plans: the maintenance plans (no create or edit: plans start at checkout and change by commands). */
export default {
  list: lazyView(() => import('./PlanList.js'), 'PlanList'),
  show: lazyView(() => import('./PlanShow.js'), 'PlanShow'),
  icon: EventRepeatIcon,
  recordRepresentation: (plan: { customer?: { name?: string }; category?: { name?: string } }) => `${plan.customer?.name ?? ''} · ${plan.category?.name ?? ''}`,
};
