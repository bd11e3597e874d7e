/** Redis connections (ioredis), configured as BullMQ's production guide asks. */
import { Redis } from 'ioredis';
import type { Config } from './config.js';

export function redisUrl(config: Pick<Config, 'REDIS_URL' | 'EMBEDDED_REDIS_PORT'>): string {
  return config.REDIS_URL ?? `redis://127.0.0.1:${config.EMBEDDED_REDIS_PORT}`;
}

/**
 * `blocking`: connections that BullMQ workers block on must retry forever
 * (maxRetriesPerRequest: null); request-path connections fail fast instead, so a Redis
 * outage degrades a request rather than hanging it.
 */
export function createRedis(config: Pick<Config, 'REDIS_URL' | 'EMBEDDED_REDIS_PORT'>, options: { name: string; blocking?: boolean }): Redis {
  const redis = new Redis(redisUrl(config), {
    connectionName: options.name,
    maxRetriesPerRequest: options.blocking ? null : 1,
    enableOfflineQueue: options.blocking ?? false,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(5000, 100 * 2 ** Math.min(attempt, 6)),
  });
  // Errors surface on the commands that fail; the connection reconnects by itself.
  redis.on('error', () => {});
  return redis;
}
