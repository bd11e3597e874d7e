/** What every route slice is given: the ports, and the helpers built on them once. */
import type { Redis } from 'ioredis';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore';
import type { Logger } from '@app/core/logger';
import type { Gateways } from '@app/core/payments/gateways';
import type { RateLimits } from './http/rateLimits.js';
import type { Settle } from './http/readYourWrites.js';
import type { Uploads } from './http/uploads.js';

export interface ApiContext {
  config: Config;
  pool: Pool;
  store: EventStore;
  redis: Redis;
  log: Logger;
  settle: Settle;
  limits: RateLimits;
  uploads: Uploads;
  /** The payment gateways, built once from the configuration (sandbox when no keys). */
  gateways: Gateways;
}
