import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { ScheduleCreate } from './ScheduleCreate.js';
import { ScheduleList } from './ScheduleList.js';

// Registered as 'schedule-planner' (the spec's route); the api calls it 'schedules'
// (dataProvider/resourceNames.ts). No edit: slots are planned, then deleted if wrong.
export default {
  list: ScheduleList,
  create: ScheduleCreate,
  icon: EventAvailableIcon,
};
