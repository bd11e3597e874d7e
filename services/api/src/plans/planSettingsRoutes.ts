/**
 * Plan settings (administrators) and the plan options the wizard shows (public): the
 * lead time and hold of every plan, and per category the intervals offered and the plan
 * discount, all on the `plan-settings` stream (core plans/planSettings.ts).
 */
import { z } from 'zod';
import { handleCommand } from '@app/core/commands/handleCommand';
import { categoryPlanTerms, categoryPlanTermsList, planOptionsAnswer, planSettings } from '@app/core/contract/plans';
import { PLAN_SETTINGS_STREAM, planSettingsDecider, readPlanSettings, termsOf, type PlanSettings } from '@app/core/plans/planSettings';
import { categoryNames, findCategory } from '@app/projections/readModels/plans/queries';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { adminListQuery, adminListRequest, sendAdminList } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

const wholeNumber = (message: string) => z.coerce.number({ error: message }).refine(Number.isFinite, message);
const settingsBody = z.object({ lead_days: wholeNumber('The lead time must be a whole number of days from 1 to 60.'), hold_days: wholeNumber('The hold must be a whole number of days from 0 to 59.') });
const termsBody = z.object({
  intervals: z.array(z.coerce.number({ error: 'Choose intervals among 1, 3, 6 and 12 months.' }), { error: 'Choose intervals among 1, 3, 6 and 12 months.' }),
  discount_percent: wholeNumber('The plan discount must be a percentage from 0 to 50.').default(0),
});

const settingsRecord = (s: PlanSettings) => ({ id: PLAN_SETTINGS_STREAM, lead_days: s.leadDays, hold_days: s.holdDays });
const termsRecord = (s: PlanSettings, id: string, name: string) => {
  const t = termsOf(s, id);
  return { id, category_name: name, intervals: t.intervals, discount_percent: t.discountPercent };
};
const optionsRecord = (s: PlanSettings, id: string) => {
  const t = termsOf(s, id);
  return { category_id: id, intervals: t.intervals, discount_percent: t.discountPercent };
};

export function planSettingsRoutes(routes: Routes, ctx: ApiContext): void {
  /** A category by id, friendly name or name (the wizard asks by name). */
  const category = async (asked: string) => {
    const found = await findCategory(ctx.pool, asked);
    if (!found) throw new HttpError('not_found', 'Category not found.');
    return found;
  };
  // The console's routes name a category by its id only: a path that is not a uuid is not one
  // (and never reaches SQL, where a NUL byte in it was a 500).
  const categoryById = async (id: string) => {
    if (!z.string().uuid().safeParse(id).success) throw new HttpError('not_found', 'Category not found.');
    return category(id);
  };
  const run = async (req: Parameters<typeof commandContext>[0], command: Parameters<typeof planSettingsDecider.decide>[0]) =>
    (await handleCommand(ctx.store, PLAN_SETTINGS_STREAM, planSettingsDecider, command, commandContext(req))).state;

  routes.document('GET /admin-api/plan-settings', { summary: "Plans' lead time and hold (days)", response: planSettings });
  routes.add('GET /admin-api/plan-settings', async (_req, res) => {
    res.json(settingsRecord(await readPlanSettings(ctx.store)));
  });
  routes.document('PUT /admin-api/plan-settings', { summary: "Change plans' lead time and hold", body: settingsBody, response: planSettings });
  routes.add('PUT /admin-api/plan-settings', async (req, res) => {
    const body = settingsBody.parse(req.body);
    res.json(settingsRecord(await run(req, { type: 'ChangePlanSettings', leadDays: body.lead_days, holdDays: body.hold_days })));
  });

  routes.document('GET /admin-api/category-plans', { summary: "Every category's plan intervals and discount (react-admin)", query: adminListQuery, response: categoryPlanTermsList });
  routes.add('GET /admin-api/category-plans', async (req, res) => {
    const request = adminListRequest(req);
    const [settings, names] = await Promise.all([readPlanSettings(ctx.store), categoryNames(ctx.pool)]);
    const all = [...names].map(([id, name]) => termsRecord(settings, id, name)).sort((a, b) => a.category_name.localeCompare(b.category_name));
    const rows = all.filter((r) => !request.ids || request.ids.includes(r.id));
    const from = request.offset ?? 0;
    sendAdminList(res, 'category-plans', request, { rows: rows.slice(from, from + (request.limit ?? rows.length)), total: rows.length });
  });
  routes.document('GET /admin-api/category-plans/:id', { summary: "A category's plan intervals and discount", response: categoryPlanTerms });
  routes.add('GET /admin-api/category-plans/:id', async (req, res) => {
    const found = await categoryById(String(req.params.id));
    res.json(termsRecord(await readPlanSettings(ctx.store), found.id, found.name));
  });
  routes.document('PUT /admin-api/category-plans/:id', { summary: "Set a category's plan intervals and discount", body: termsBody, response: categoryPlanTerms });
  routes.add('PUT /admin-api/category-plans/:id', async (req, res) => {
    const found = await categoryById(String(req.params.id));
    const body = termsBody.parse(req.body);
    const state = await run(req, { type: 'SetCategoryPlanTerms', categoryId: found.id, intervals: body.intervals, discountPercent: body.discount_percent });
    res.json(termsRecord(state, found.id, found.name));
  });

  routes.document('GET /api/plan-options', { summary: "A category's plan intervals and discount for the wizard (or every category offering plans)", response: planOptionsAnswer });
  routes.add('GET /api/plan-options', async (req, res) => {
    const settings = await readPlanSettings(ctx.store);
    const asked = typeof req.query.category === 'string' ? req.query.category.trim() : '';
    if (!asked) {
      res.json({ data: [...settings.categories.keys()].map((id) => optionsRecord(settings, id)).filter((o) => o.intervals.length > 0) });
      return;
    }
    res.json({ data: optionsRecord(settings, (await category(asked)).id) });
  });
}
