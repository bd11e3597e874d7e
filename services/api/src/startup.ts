/**
 * Work the api does once at start-up, in the background so that it serves at once:
 * the first administrator from the environment, and the demo data when asked for.
 */
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore';
import { ensureBootstrapAdmin } from '@app/core/accounts/bootstrapAdmin';
import { demoPeople, loadDemoAccounts } from '@app/core/accounts/demoAccounts';
import type { RoleName } from '@app/core/accounts/userEvents';
import { systemContext } from '@app/core/accounts/registerAccount';
import { loadDemoCatalogue } from '@app/core/demo/loadDemoCatalogue';
import { loadDemoCoupon, loadDemoSlots } from '@app/core/demo/loadDemoPlanner';
import type { Logger } from '@app/core/logger';
import { sandboxGateway } from '@app/core/payments/sandbox/sandboxGateway';
import { manilaDate } from '@app/core/schedules/manilaTime';
import { administratorExists } from '@app/projections/readModels/users/projection';
import { waitForProjections } from '@app/projections/waitForProjections';
import { returnUrlsOf } from './bookings/payment/receipts.js';
import { contextOf, HOUR, momentOf } from './demo/demoPlayer.js';
import { DEMO_PAST_DAYS, demoToday, loadDemoBookings } from './demo/loadDemoBookings.js';

const RETRY_MS = 2000;

export async function bootstrapAdministrator(deps: { config: Config; pool: Pool; store: EventStore; log: Logger; signal: AbortSignal }): Promise<void> {
  const { BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password } = deps.config;
  if (!email || !password) return;
  while (!deps.signal.aborted) {
    try {
      // "No administrator yet" is only true of a read model that has caught up.
      const head = await deps.store.headPosition();
      if (await waitForProjections(deps.pool, head, { projections: ['users'], timeoutMs: 10_000 })) {
        await ensureBootstrapAdmin({ ...deps, email, password, administratorExists: () => administratorExists(deps.pool) });
        return;
      }
      deps.log.info('waiting for the users projection before creating the first administrator');
    } catch (error) {
      deps.log.warn({ err: error }, 'could not create the first administrator yet; retrying');
    }
    await new Promise((r) => setTimeout(r, RETRY_MS));
  }
}

/**
 * The demo data (when DEMO_DATA, which production leaves off): the accounts, catalogue,
 * schedule and coupon the office set up a month before the first start, then that month
 * of bookings and assessments (demo/loadDemoBookings.ts); passwords printed in development
 * only. A stop (`signal`) may cut it short: every part is loaded only if missing, so the
 * next start finishes it.
 */
export async function loadDemoData(deps: { config: Config; pool: Pool; store: EventStore; log: Logger; signal: AbortSignal }): Promise<void> {
  const { config, log, store } = deps;
  if (!config.DEMO_DATA || deps.signal.aborted) return;
  const started = Date.now();
  try {
    const today = await demoToday(store, started);
    const setUp = momentOf(today, -DEMO_PAST_DAYS - 1, '08:00');
    const accounts = await loadDemoAccounts({ ...deps, dataDir: config.DATA_DIR }, systemContext(new Date(setUp)));
    const idOf = (role: RoleName) => accounts.find((a) => a.role === role)!.userId;
    const office = contextOf({ actor: idOf('administrator'), role: 'administrator' }, new Date(setUp + HOUR).toISOString());
    const created = (await loadDemoCatalogue(store, office)) + (await loadDemoSlots(store, office, manilaDate(new Date(started)))) + (await loadDemoCoupon(store, office));
    const [administrator, manong, assessor] = [idOf('administrator'), idOf('manong'), idOf('assessor')];
    const juan = demoPeople.find((p) => p.role === 'customer')!;
    const customer = { id: idOf('customer'), firstName: juan.firstName, lastName: juan.lastName, email: accounts.find((a) => a.role === 'customer')!.email };
    // The month's bookings are paid with test payments, which PAYMENTS_SANDBOX=false refuses.
    const sandbox = sandboxGateway({ pool: deps.pool, publicUrl: config.PUBLIC_URL });
    const played = config.PAYMENTS_SANDBOX ? await loadDemoBookings({ ...deps, sandbox, returnUrls: returnUrlsOf(config) }, { administrator, manong, assessor, customer }, today, started) : 0;
    if (!config.PAYMENTS_SANDBOX) log.info('PAYMENTS_SANDBOX=false: the demo month of bookings (paid with test payments) is not loaded');
    if (created + played > 0) log.info({ records: created, commands: played, ms: Date.now() - started }, 'demo catalogue, schedule and a month of bookings loaded');
    if (config.NODE_ENV === 'development') {
      const lines = accounts.map((a) => `  ${a.role.padEnd(13)} ${a.email.padEnd(30)} ${a.password}`);
      log.info(`demo accounts (development only):\n${lines.join('\n')}`);
    } else {
      log.info({ accounts: accounts.map((a) => a.email), passwords: `${config.DATA_DIR}/demo-accounts.json` }, 'demo accounts loaded');
    }
  } catch (error) {
    if (deps.signal.aborted) log.info('stopped before the demo data was all loaded; the next start loads the rest');
    else log.warn({ err: error }, 'could not load the demo data');
  }
}
