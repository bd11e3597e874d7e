/** Which SmsSender runs, from the configuration: Semaphore with its key, else the local outbox. */
import type { Config } from '../config.js';
import { localSmsOutbox, type SmsSender } from './port.js';
import { semaphoreSender } from './semaphore/semaphoreSender.js';

export function createSmsSender(config: Pick<Config, 'SEMAPHORE_API_KEY' | 'SEMAPHORE_SENDER_NAME' | 'SEMAPHORE_BASE_URL'>, fetch?: typeof globalThis.fetch): SmsSender {
  if (!config.SEMAPHORE_API_KEY) return localSmsOutbox;
  return semaphoreSender({
    baseUrl: config.SEMAPHORE_BASE_URL,
    apiKey: config.SEMAPHORE_API_KEY,
    ...(config.SEMAPHORE_SENDER_NAME ? { senderName: config.SEMAPHORE_SENDER_NAME } : {}),
    ...(fetch ? { fetch } : {}),
  });
}
