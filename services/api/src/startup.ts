/**
 * Work the api does once at start-up, in the background so that it serves at once:
 * the first administrator from the environment, and the demo data in development.
 */
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore';
import { ensureBootstrapAdmin } from '@app/core/accounts/bootstrapAdmin';
import { loadDemoAccounts } from '@app/core/accounts/demoAccounts';
import { systemContext } from '@app/core/accounts/registerAccount';
import { loadDemoCatalogue } from '@app/core/demo/loadDemoCatalogue';
import { loadDemoCoupon, loadDemoSlots } from '@app/core/demo/loadDemoPlanner';
import type { Logger } from '@app/core/logger';
import { administratorExists } from '@app/projections/readModels/users/projection';
import { waitForProjections } from '@app/projections/waitForProjections';

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
 * Demo accounts and catalogue (when DEMO_DATA, which production leaves off); printed in
 * development only. A stop (`signal`) may cut it short: every part is loaded only if
 * missing, so the next start finishes it.
 */
export async function loadDemoData(deps: { config: Config; pool: Pool; store: EventStore; log: Logger; signal: AbortSignal }): Promise<void> {
  const { config, log } = deps;
  if (!config.DEMO_DATA || deps.signal.aborted) return;
  try {
    const accounts = await loadDemoAccounts({ ...deps, dataDir: config.DATA_DIR });
    const context = systemContext();
    const created = (await loadDemoCatalogue(deps.store, context)) + (await loadDemoSlots(deps.store, context)) + (await loadDemoCoupon(deps.store, context));
    if (created > 0) log.info({ records: created }, 'demo catalogue, slots and coupon loaded');
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
