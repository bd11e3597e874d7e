/**
 * Which adapters run, from the configuration. A gateway with its keys set is real; without
 * them the customer's choice of it is served by the sandbox, so a new installation
 * (`npm start`, development, tests) takes bookings with no accounts: test payments, no
 * money moves. A half-configured gateway (one key of two) is a mistake and stops start-up.
 */
import type { Config } from '../config.js';
import type { Pool } from '../db/pool.js';
import type { Fetch } from './http.js';
import type { GatewayName, PaymentGateway } from './port.js';
import { sandboxGateway, type SandboxGateway } from './sandbox/sandboxGateway.js';
import { tendopayGateway } from './tendopay/tendopayGateway.js';
import { xenditGateway } from './xendit/xenditGateway.js';

export type GatewayConfig = Pick<
  Config,
  'PAYMENTS_SANDBOX' | 'PUBLIC_URL' | 'XENDIT_SECRET_KEY' | 'XENDIT_CALLBACK_TOKEN' | 'XENDIT_BASE_URL' | 'TENDOPAY_MERCHANT_ID' | 'TENDOPAY_SECRET' | 'TENDOPAY_BASE_URL'
>;

export interface Gateways {
  /** The adapter that serves a customer's choice: the real one when configured, else the sandbox. */
  forChoice(choice: GatewayName): PaymentGateway;
  /** A configured adapter by its own name (callback routes); undefined when not configured. */
  named(name: GatewayName): PaymentGateway | undefined;
  sandbox: SandboxGateway;
  /**
   * Whether the sandbox may take payments (test mode): its Pay button is free, so only
   * while the whole installation is a sandbox (no real gateway configured), whatever
   * NODE_ENV, and not where PAYMENTS_SANDBOX=false says test payments must never be taken.
   */
  sandboxServes: boolean;
}

/** The route TendoPay sends the customer's browser back to (mounted by the api). */
export const TENDOPAY_RETURN_PATH = '/api/payments/tendopay/return';

export function createGateways(config: GatewayConfig, deps: { pool: Pool; fetch?: Fetch }): Gateways {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const sandbox = sandboxGateway({ pool: deps.pool, publicUrl });
  const fetch = deps.fetch ? { fetch: deps.fetch } : {};

  const xendit = pair('XENDIT_SECRET_KEY', config.XENDIT_SECRET_KEY, 'XENDIT_CALLBACK_TOKEN', config.XENDIT_CALLBACK_TOKEN)
    ? xenditGateway({ baseUrl: config.XENDIT_BASE_URL, secretKey: config.XENDIT_SECRET_KEY!, callbackToken: config.XENDIT_CALLBACK_TOKEN!, ...fetch })
    : undefined;
  const tendopay = pair('TENDOPAY_MERCHANT_ID', config.TENDOPAY_MERCHANT_ID, 'TENDOPAY_SECRET', config.TENDOPAY_SECRET)
    ? tendopayGateway({
        baseUrl: config.TENDOPAY_BASE_URL,
        clientId: config.TENDOPAY_MERCHANT_ID!,
        secret: config.TENDOPAY_SECRET!,
        returnUrl: `${publicUrl}${TENDOPAY_RETURN_PATH}`,
        ...fetch,
      })
    : undefined;

  const named = (name: GatewayName): PaymentGateway | undefined => (name === 'xendit' ? xendit : name === 'tendopay' ? tendopay : sandbox);
  const sandboxServes = config.PAYMENTS_SANDBOX && !xendit && !tendopay;
  return { forChoice: (choice) => named(choice) ?? sandbox, named, sandbox, sandboxServes };
}

/** True when both keys are set, false when neither; one without the other throws. */
function pair(nameA: string, a: string | undefined, nameB: string, b: string | undefined): boolean {
  if (Boolean(a) !== Boolean(b)) throw new Error(`${a ? nameB : nameA} must be set together with ${a ? nameA : nameB}`);
  return Boolean(a);
}
