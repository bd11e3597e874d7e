/**
 * Where the processes find PostgreSQL and Redis: DATABASE_URL / REDIS_URL when given,
 * otherwise the servers `npm start` runs itself on EMBEDDED_PG_PORT / EMBEDDED_REDIS_PORT.
 */
import { parseConfig, type Config } from '@app/core/config';
import { postgresUrl } from '../services/postgres.js';

export const DATABASE_NAME = 'homerepair';

const defaults = parseConfig({});

/**
 * True when no DATABASE_URL was given. The configuration fills in its default, which
 * names the embedded server, so an explicit DATABASE_URL equal to it means the same.
 */
export function usesEmbeddedPostgres(config: Config): boolean {
  return config.DATABASE_URL === defaults.DATABASE_URL;
}

export function usesEmbeddedRedis(config: Config): boolean {
  return config.REDIS_URL === undefined;
}

export function databaseUrlOf(config: Config): string {
  return usesEmbeddedPostgres(config) ? postgresUrl(config.EMBEDDED_PG_PORT, DATABASE_NAME) : config.DATABASE_URL;
}

export function redisUrlOf(config: Config): string {
  return config.REDIS_URL ?? `redis://127.0.0.1:${config.EMBEDDED_REDIS_PORT}`;
}

/** Hides the password of a connection URL for log lines. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
