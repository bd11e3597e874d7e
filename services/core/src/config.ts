/**
 * The one place that reads environment variables. Every variable the system knows is
 * declared here with its default; the README's configuration table mirrors this list
 * (a test keeps the two in step). Nothing else reads process.env.
 */
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();
/** A key that may be left unset; blank counts as unset. */
const optionalSecret = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  /** Where `npm start` keeps PostgreSQL's and Redis's data, uploads and the mail outbox. */
  DATA_DIR: z.string().default('.data'),

  /** PostgreSQL for read models, sessions, credentials and (by default) the events. */
  DATABASE_URL: z.string().url().default('postgres://postgres:postgres@127.0.0.1:54329/homerepair'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Pipelined connections per process that carry the one-statement queries of many
   * requests at once (db/queryLanes.ts); 0 sends every query through the pool alone.
   */
  DATABASE_PIPELINE_LANES: z.coerce.number().int().min(0).max(16).default(1),
  /** Port of the PostgreSQL that `npm start` embeds when DATABASE_URL is not given. */
  EMBEDDED_PG_PORT: port.default(54329),

  /** Redis for queues, rate limits and socket.io. When unset `npm start` runs its own. */
  REDIS_URL: optionalUrl,
  /** Port of the redis-server that `npm start` runs when REDIS_URL is not given. */
  EMBEDDED_REDIS_PORT: port.default(63790),
  /**
   * Prefix of the BullMQ keys in Redis (BullMQ's own default). Processes that share a
   * Redis but not a database (test runs, several deployments) each take their own.
   */
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/).default('bull'),

  /** When set, events go to EventStoreDB instead of the PostgreSQL event store. */
  EVENTSTORE_CONNECTION_STRING: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),

  API_PORT: port.default(3000),
  PROJECTOR_PORT: port.default(3001),
  WORKER_PORT: port.default(3002),
  /** The api's operator port: /metrics, /healthz and /readyz, kept off the public port. */
  API_METRICS_PORT: port.default(3003),
  /** Address on which the processes listen. */
  HOST: z.string().default('0.0.0.0'),
  /**
   * Address of the operator ports (API_METRICS_PORT, PROJECTOR_PORT, WORKER_PORT): metrics
   * and health answer without sign-in, so only this machine reaches them by default; a
   * deployment opens them to its private network (0.0.0.0 behind a firewall, as compose does).
   */
  OPERATOR_HOST: z.string().default('127.0.0.1'),
  /** The address users reach the site at (links in e-mails, payment redirects). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),

  /** First administrator, created at start-up when no administrator exists yet. */
  BOOTSTRAP_ADMIN_EMAIL: z.string().email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8).max(64).optional(),
  /** Load demo data on first start (never in production). */
  DEMO_DATA: bool.default(true),

  /**
   * Signs the session cookie. When unset, a random secret is made once and kept in
   * DATA_DIR/session-secret, so sessions survive a restart of `npm start`.
   */
  SESSION_SECRET: z.string().min(32).optional(),
  /** A session unused this long ends (sign in again). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(120),
  /** A session ends this long after sign-in, however active. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(12),
  /**
   * Where e-mail is sent (nodemailer: smtp://user:pass@host:587, smtps://...:465). Unset:
   * mail stays in the local outbox (`npm start`'s default), readable at /api/dev/outbox.
   */
  SMTP_URL: optionalSecret.pipe(z.string().url().optional()),
  /** How long an e-mailed set-password link works. */
  PASSWORD_LINK_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(48),

  /** How long a command waits for the projections to show its events. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** Events a projection applies per transaction. */
  PROJECTOR_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /** How often a standby projector tries to take over a projection, and the poll fallback. */
  PROJECTOR_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** While events keep coming, projections read the store's head at most once this often (PostgreSQL store; bigger batches, at up to this much latency). */
  PROJECTOR_LINGER_MS: z.coerce.number().int().min(0).max(1000).default(16),
  /** Projections this projector process runs (comma-separated); empty means all. */
  PROJECTIONS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),

  // Payment gateways. While no real gateway has its keys, every choice is served by the
  // local sandbox (a page with Pay and Fail): test payments, no money moves. The keys are
  // redacted in logs.
  /**
   * Whether test payments are taken while no real gateway is configured (whatever
   * NODE_ENV). false: never; bookings are refused until Xendit or TendoPay keys are set.
   * Once a real gateway is configured the sandbox takes nothing either way.
   */
  PAYMENTS_SANDBOX: bool.default(true),
  /** Xendit secret API key (Basic auth user name); with XENDIT_CALLBACK_TOKEN enables Xendit. */
  XENDIT_SECRET_KEY: optionalSecret,
  /** The callback verification token of the Xendit dashboard, checked on every callback. */
  XENDIT_CALLBACK_TOKEN: optionalSecret,
  /** Xendit's API address (tests point it at a local fake). */
  XENDIT_BASE_URL: z.string().url().default('https://api.xendit.co'),
  /** TendoPay client id; with TENDOPAY_SECRET enables TendoPay. */
  TENDOPAY_MERCHANT_ID: optionalSecret,
  /** TendoPay client secret: the OAuth secret and the key of the `x_signature` HMAC. */
  TENDOPAY_SECRET: optionalSecret,
  /** TendoPay's address: its sandbox by default; https://app.tendopay.ph in production. */
  TENDOPAY_BASE_URL: z.string().url().default('https://sandbox.tendopay.ph'),

  // Text messages (reminders). Without a key they stay in the local SMS outbox.
  /** Semaphore API key; unset: text messages are kept in the local outbox (/api/dev/sms-outbox), none leave the machine. */
  SEMAPHORE_API_KEY: optionalSecret,
  /** The sender name registered with Semaphore (what recipients see); unset: Semaphore's default. */
  SEMAPHORE_SENDER_NAME: z.string().trim().max(11).optional(),
  /** Semaphore's address (tests point it at a local fake). */
  SEMAPHORE_BASE_URL: z.string().url().default('https://api.semaphore.co'),
});

export type Config = z.infer<typeof configSchema>;

/** Every variable name the configuration knows (the compose test checks against it). */
export const knownVariables: readonly string[] = Object.keys(configSchema.shape);

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const picked: Record<string, string> = {};
  for (const key of knownVariables) {
    const value = env[key];
    if (value !== undefined) picked[key] = value;
  }
  const result = configSchema.safeParse(picked);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const config = result.data;
  if (config.NODE_ENV === 'production' && config.DEMO_DATA && env.DEMO_DATA === undefined) {
    // Demo data is a development convenience; production never gets it by default.
    config.DEMO_DATA = false;
  }
  return config;
}

let cached: Config | undefined;

/** The process's configuration, read once. */
export function loadConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
