/**
 * The receipt of a booking: an HMAC of its reference under a key derived from the session
 * secret, put in the success url the gateway sends the payer back to. It lets the success
 * page ask for the booking's payment state without a session (a guest has none) while a
 * reference alone, guessed or seen elsewhere (the manong page's link carries it), is not
 * enough: the page answers such a visitor "not found".
 */
import type { Config } from '@app/core/config';
import { sessionSecret } from '../../http/session.js';
import { signerFor, type Signer } from '../../http/signer.js';

const signers = new WeakMap<Config, Signer>();

function signerOf(config: Config): Signer {
  let signer = signers.get(config);
  if (!signer) {
    signer = signerFor(sessionSecret(config), 'booking-receipts/v1');
    signers.set(config, signer);
  }
  return signer;
}

export const receiptOf = (config: Config, reference: string): string => signerOf(config).sign(reference);

/** Where a gateway sends the payer back after a booking's checkout. */
export type ReturnUrls = (reference: string) => { successUrl: string; failureUrl: string };

/** The success url carries the receipt: it shows the booking's state to the payer alone. */
export const returnUrlsOf =
  (config: Config): ReturnUrls =>
  (reference) => {
    const base = config.PUBLIC_URL.replace(/\/+$/, '');
    const ref = encodeURIComponent(reference);
    return { successUrl: `${base}/booking-success/${ref}?receipt=${receiptOf(config, reference)}`, failureUrl: `${base}/payment-failed?booking=${ref}` };
  };

export const isReceiptOf = (config: Config, reference: string, given: unknown): boolean => signerOf(config).verify(reference, given);
