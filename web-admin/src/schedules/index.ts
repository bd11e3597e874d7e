import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { lazyView } from '../common/lazyView.js';

// Registered as 'schedule-planner' (the spec's route); the api calls it 'schedules'
// (dataProvider/resourceNames.ts). No edit: slots are planned, then deleted if wrong.
export default {
  list: lazyView(() => import('./ScheduleList.js'), 'ScheduleList'),
  create: lazyView(() => import('./ScheduleCreate.js'), 'ScheduleCreate'),
  icon: EventAvailableIcon,
};
