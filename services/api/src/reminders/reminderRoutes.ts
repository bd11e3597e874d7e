/**
 * Reminders for administrators: a booking's upcoming and sent reminders (from its stream,
 * through the same planner the worker sends by), and the switches per kind.
 *
 * `GET /admin-api/bookings/:id/reminders`: every reminder the booking calls for, with its
 * status (sent, with when and where to; upcoming; due now; missed), plus the ones sent that
 * the plan no longer holds (sent before a cancellation). `GET /admin-api/assessments/:id/reminders`:
 * the same for an assessment visit's assessors (administrators only, like the assessments).
 * `GET /admin-api/reminder-settings`, `PUT /admin-api/reminder-settings` `{kind, enabled}`.
 */
import { z } from 'zod';
import { handleCommand } from '@app/core/commands/handleCommand';
import { reminders, reminderSettings, reminderSettingsSwitched } from '@app/core/contract/reminders';
import { currentAssessmentPlan, currentPlan } from '@app/core/reminders/currentPlan';
import type { PlannedReminder, ReminderSentRecord } from '@app/core/reminders/planReminders';
import { reminderKinds, roleOf } from '@app/core/reminders/reminderKinds';
import { namesOfUsers } from '@app/projections/readModels/users/queries';
import { readReminderSettings, REMINDER_SETTINGS_STREAM, reminderSettingsDecider } from '@app/core/reminders/reminderSettings';
import { requireBooking, UUID } from '../bookings/admin/adminBooking.js';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

export const reminderSwitchBody = z.object({
  kind: z.enum(reminderKinds, { message: 'Choose a reminder kind.' }),
  enabled: z.boolean({ message: 'Say whether the kind is on.' }),
});

const settingsView = async (ctx: ApiContext) => {
  const { disabled } = await readReminderSettings(ctx.store);
  return reminderKinds.map((kind) => ({ id: kind, kind, enabled: !disabled.has(kind) }));
};

/**
 * Each planned reminder with its status, and the ones sent that the plan no longer holds
 * (sent before a cancellation or a reassignment), by due time; each names its recipient.
 */
function reminderRows(planned: readonly PlannedReminder[], sent: ReadonlyMap<string, ReminderSentRecord>, names: ReadonlyMap<string, string>, now = Date.now()) {
  const row = (r: Pick<PlannedReminder, 'key' | 'kind' | 'channel' | 'recipientId' | 'dueAt' | 'sendBefore'>, status: string, done: ReminderSentRecord | undefined) => ({
    id: r.key,
    kind: r.kind,
    channel: r.channel,
    recipient_role: roleOf(r.kind),
    recipient_id: r.recipientId,
    recipient_name: names.get(r.recipientId) ?? null,
    due_at: r.dueAt,
    send_before: r.sendBefore,
    status,
    sent_at: done?.sentAt ?? null,
    to: done?.to ?? null,
  });
  const rows = planned.map((r) => {
    const done = sent.get(r.key);
    return row(r, done ? 'sent' : new Date(r.sendBefore).getTime() <= now ? 'missed' : new Date(r.dueAt).getTime() <= now ? 'due' : 'upcoming', done);
  });
  const plannedKeys = new Set(planned.map((r) => r.key));
  for (const done of sent.values()) if (!plannedKeys.has(done.key)) rows.push(row({ ...done, dueAt: done.sentAt, sendBefore: done.sentAt }, 'sent', done));
  return rows.sort((a, b) => a.due_at.localeCompare(b.due_at));
}

export function reminderRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /admin-api/bookings/:id/reminders', { summary: "A booking's reminders: upcoming, due, sent (with channel and recipient) and missed", response: reminders });
  routes.add('GET /admin-api/bookings/:id/reminders', async (req, res) => {
    const booking = await requireBooking(ctx, String(req.params.id));
    const { facts, planned } = await currentPlan(ctx.store, booking.booking_id);
    const customer = facts.booking?.placed.customer;
    const names = await namesOfUsers(ctx.pool, [...new Set([...planned, ...facts.sent.values()].map((r) => r.recipientId))]);
    if (customer) names.set(customer.customerId, `${customer.firstName} ${customer.lastName}`);
    res.json({ data: reminderRows(planned, facts.sent, names) });
  });

  routes.document('GET /admin-api/assessments/:id/reminders', { summary: "An assessment visit's reminders to its assessors: upcoming, due, sent (with the number) and missed", response: reminders });
  routes.add('GET /admin-api/assessments/:id/reminders', async (req, res) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new HttpError('not_found', 'Record not found.');
    const { facts, planned } = await currentAssessmentPlan(ctx.store, id);
    if (!facts.assessment) throw new HttpError('not_found', 'Record not found.');
    const names = await namesOfUsers(ctx.pool, [...new Set([...planned, ...facts.sent.values()].map((r) => r.recipientId))]);
    res.json({ data: reminderRows(planned, facts.sent, names) });
  });

  routes.document('GET /admin-api/reminder-settings', { summary: 'The reminder kinds and whether each is on', response: reminderSettings });
  routes.add('GET /admin-api/reminder-settings', async (_req, res) => {
    const data = await settingsView(ctx);
    res.set('Content-Range', `reminder-settings 0-${data.length - 1}/${data.length}`).json(data);
  });
  routes.document('PUT /admin-api/reminder-settings', { summary: 'Switch one reminder kind on or off', body: reminderSwitchBody, response: reminderSettingsSwitched });
  routes.add('PUT /admin-api/reminder-settings', async (req, res) => {
    const { kind, enabled } = reminderSwitchBody.parse(req.body);
    await handleCommand(ctx.store, REMINDER_SETTINGS_STREAM, reminderSettingsDecider, { type: 'SwitchReminderKind', kind, enabled }, commandContext(req));
    res.json({ data: await settingsView(ctx) });
  });
}
