/**
 * Logging through pino: JSON lines in production, readable lines in development.
 * Secrets never reach a log: the paths below are redacted wherever they appear.
 */
import { pino, type Logger } from 'pino';
import { loadConfig } from './config.js';

const redact = [
  'password',
  'password_confirmation',
  '*.password',
  '*.password_confirmation',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-callback-token"]',
  'res.headers["set-cookie"]',
  'token',
  '*.token',
  // Payment gateway keys and signatures: in a logged config, gateway request or callback.
  'XENDIT_SECRET_KEY',
  '*.XENDIT_SECRET_KEY',
  'XENDIT_CALLBACK_TOKEN',
  '*.XENDIT_CALLBACK_TOKEN',
  'TENDOPAY_SECRET',
  '*.TENDOPAY_SECRET',
  // SMTP_URL may hold the SMTP password.
  'SMTP_URL',
  '*.SMTP_URL',
  'client_secret',
  '*.client_secret',
  'x_signature',
  '*.x_signature',
  '*.headers["x-callback-token"]',
];

export function createLogger(name: string): Logger {
  const config = loadConfig();
  const pretty = config.NODE_ENV !== 'production';
  return pino({
    name,
    level: config.LOG_LEVEL,
    redact: { paths: redact, censor: '[redacted]' },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  });
}

export type { Logger };
