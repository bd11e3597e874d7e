/** The planner's slots as the console's react-admin resource receives them (/admin-api/schedules). */
import { z } from 'zod';

export const scheduleRecord = z.object({
  /** The date then the start time: it sorts slots in time order. */
  id: z.string(),
  /** YYYY-MM-DD. */
  scheduled_at: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  duration: z.number(),
  country: z.string(),
  capacity: z.number(),
  reserved: z.number(),
  created_at: z.string(),
  /** Create only: how many of the planned slots were new (the record is the plan's first slot). */
  created: z.number().optional(),
});
