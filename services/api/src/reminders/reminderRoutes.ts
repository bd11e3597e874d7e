/**
 * Reminders for administrators: a booking's upcoming and sent reminders (from its stream,
 * through the same planner the worker sends by), and the switches per kind.
 *
 * `GET /admin-api/bookings/:id/reminders`: every reminder the booking calls for, with its
 * status (sent, with when and where to; upcoming; due now; missed), plus the ones sent that
 * the plan no longer holds (sent before a cancellation).
 * `GET /admin-api/reminder-settings`, `PUT /admin-api/reminder-settings` `{kind, enabled}`.
 */
import { z } from 'zod';
import { handleCommand } from '@app/core/commands/handleCommand';
import { currentPlan } from '@app/core/reminders/currentPlan';
import { reminderKinds } from '@app/core/reminders/reminderKinds';
import { readReminderSettings, REMINDER_SETTINGS_STREAM, reminderSettingsDecider } from '@app/core/reminders/reminderSettings';
import { requireBooking } from '../bookings/admin/adminBooking.js';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import type { Routes } from '../http/routing.js';

export const reminderSwitchBody = z.object({
  kind: z.enum(reminderKinds, { message: 'Choose a reminder kind.' }),
  enabled: z.boolean({ message: 'Say whether the kind is on.' }),
});

const settingsView = async (ctx: ApiContext) => {
  const { disabled } = await readReminderSettings(ctx.store);
  return reminderKinds.map((kind) => ({ id: kind, kind, enabled: !disabled.has(kind) }));
};

export function reminderRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /admin-api/bookings/:id/reminders', { summary: "A booking's reminders: upcoming, due, sent (with channel and recipient) and missed" });
  routes.add('GET /admin-api/bookings/:id/reminders', async (req, res) => {
    const booking = await requireBooking(ctx, String(req.params.id));
    const { facts, planned } = await currentPlan(ctx.store, booking.booking_id);
    const now = Date.now();
    const rows = planned.map((r) => {
      const sent = facts.sent.get(r.key);
      const status = sent ? 'sent' : new Date(r.sendBefore).getTime() <= now ? 'missed' : new Date(r.dueAt).getTime() <= now ? 'due' : 'upcoming';
      return { id: r.key, kind: r.kind, channel: r.channel, recipient_role: r.recipientRole, recipient_id: r.recipientId, due_at: r.dueAt, send_before: r.sendBefore, status, sent_at: sent?.sentAt ?? null, to: sent?.to ?? null };
    });
    const plannedKeys = new Set(planned.map((r) => r.key));
    for (const sent of facts.sent.values()) {
      if (plannedKeys.has(sent.key)) continue;
      rows.push({ id: sent.key, kind: sent.kind, channel: sent.channel, recipient_role: sent.kind.startsWith('customer-') ? 'customer' : 'manong', recipient_id: sent.recipientId, due_at: sent.sentAt, send_before: sent.sentAt, status: 'sent', sent_at: sent.sentAt, to: sent.to });
    }
    res.json({ data: rows.sort((a, b) => a.due_at.localeCompare(b.due_at)) });
  });

  routes.document('GET /admin-api/reminder-settings', { summary: 'The reminder kinds and whether each is on' });
  routes.add('GET /admin-api/reminder-settings', async (_req, res) => {
    const data = await settingsView(ctx);
    res.set('Content-Range', `reminder-settings 0-${data.length - 1}/${data.length}`).json(data);
  });
  routes.document('PUT /admin-api/reminder-settings', { summary: 'Switch one reminder kind on or off', body: reminderSwitchBody });
  routes.add('PUT /admin-api/reminder-settings', async (req, res) => {
    const { kind, enabled } = reminderSwitchBody.parse(req.body);
    await handleCommand(ctx.store, REMINDER_SETTINGS_STREAM, reminderSettingsDecider, { type: 'SwitchReminderKind', kind, enabled }, commandContext(req));
    res.json({ data: await settingsView(ctx) });
  });
}
