/**
 * The signed-in customer's choice about text messages (reminders by SMS): read and change
 * it from the profile. The choice is an event on the user stream (TextMessagesChosen);
 * until one is made the answer is yes (docs/reminders.md says why).
 */
import { z } from 'zod';
import { textMessagesChoice, textMessagesChosen } from '@app/core/contract/accounts';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import type { Routes } from '../http/routing.js';
import { loadUser, runUserCommand } from './accounts.js';

export const textMessagesBody = z.object({
  allowed: z.boolean({ message: 'Choose whether to get text messages.' }),
});

export function textMessageRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/my-text-messages', { summary: 'Whether I get reminders by text message', response: textMessagesChoice });
  routes.add('GET /api/my-text-messages', async (req, res) => {
    const user = await loadUser(ctx, requireActor(req).userId);
    res.json({ data: { allowed: user.textMessages } });
  });
  routes.document('PUT /api/my-text-messages', { summary: 'Choose whether I get reminders by text message', body: textMessagesBody, response: textMessagesChosen });
  routes.add('PUT /api/my-text-messages', async (req, res) => {
    const { userId } = requireActor(req);
    const { allowed } = textMessagesBody.parse(req.body);
    await loadUser(ctx, userId);
    await runUserCommand(ctx, req, { type: 'ChooseTextMessages', userId, allowed });
    res.json({ message: allowed ? 'You will get reminders by text message.' : 'You will get no text messages from us.', data: { allowed } });
  });
}
