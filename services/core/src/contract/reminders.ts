/** Reminders in the console: a booking's or an assessment visit's reminders, and the switch of each kind. */
import { z } from 'zod';

/** A reminder the booking (or visit) calls for, with where it stands now. */
export const reminder = z.object({
  id: z.string(),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  status: z.enum(['sent', 'upcoming', 'due', 'missed']),
  due_at: z.string(),
  sent_at: z.string().nullable(),
  /** The address or number it went to, once sent. */
  to: z.string().nullable(),
  recipient_role: z.enum(['customer', 'manong', 'assessor']),
  recipient_name: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminder>;
/** GET /admin-api/bookings/:id/reminders and /admin-api/assessments/:id/reminders. */
export const reminders = z.object({ data: z.array(reminder) });
export type Reminders = z.infer<typeof reminders>;

/** A reminder kind and whether it is sent. */
export const reminderSetting = z.object({ id: z.string(), kind: z.string(), enabled: z.boolean() });
export type ReminderSetting = z.infer<typeof reminderSetting>;
/** GET /admin-api/reminder-settings (react-admin's list). */
export const reminderSettings = z.array(reminderSetting);
/** PUT /admin-api/reminder-settings: every kind, after the switch. */
export const reminderSettingsSwitched = z.object({ data: reminderSettings });
export type ReminderSettingsSwitched = z.infer<typeof reminderSettingsSwitched>;
