/**
 * The SMS port: what reminders ask of a text-message provider. Adapters speak their
 * provider's wire format (semaphore/); past this port a send is accepted (with the
 * provider's id) or throws an SmsSendError that says whether trying again can help.
 */

export interface OutgoingSms {
  /** E.164 (+639…): normalised by `philippineNumber` before it gets here. */
  to: string;
  /** Already fitted to one or two GSM-7 segments (segments.ts). */
  body: string;
}

export interface SmsSender {
  /** How rows it delivers are marked in the ledger. */
  readonly via: 'semaphore' | 'local-outbox';
  /** Answers the provider's message id ('' for the local outbox). */
  send(sms: OutgoingSms): Promise<{ providerMessageId: string }>;
}

/**
 * The provider refused or could not be reached. `retryable`: a timeout, a 5xx, a rate
 * limit; not retryable: a refused number or key, which no retry will change.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** No provider configured: the message stays in the ledger (sms.outbox), readable by administrators. */
export const localSmsOutbox: SmsSender = { via: 'local-outbox', send: async () => ({ providerMessageId: '' }) };
