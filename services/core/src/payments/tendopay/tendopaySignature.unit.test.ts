import { describe, expect, it } from 'vitest';
import { hasValidSignature, signed, signedMessage, tendopaySignature } from './tendopaySignature.js';

// The vector was computed outside this code: printf '%s' '<message>' | openssl dgst -sha256 -hmac sk_test_secret
const SECRET = 'sk_test_secret';
const order = {
  tp_redirect_url: 'https://example.ph/return',
  tp_merchant_order_id: 'ORD-1',
  tp_description: ' Aircon cleaning ',
  tp_currency: 'PHP',
  tp_amount: 1500.5,
  x_signature: 'not signed',
  other: 'not signed either',
};

describe('TendoPay signature', () => {
  it('signs the tp_* fields sorted by name, each name then its trimmed value', () => {
    expect(signedMessage(order)).toBe('tp_amount1500.5tp_currencyPHPtp_descriptionAircon cleaningtp_merchant_order_idORD-1tp_redirect_urlhttps://example.ph/return');
    expect(tendopaySignature(order, SECRET)).toBe('36a5547086bfcf8c3fc49b9a2c88760b05aeb9172ffd7e7d740f64cd57eab191');
  });

  it('signs a single field the same way', () => {
    expect(tendopaySignature({ tp_transaction_id: '20412' }, SECRET)).toBe('7aa1135fc7480920c607accd13c6e72af9a73b87ded980a7ad24d06135decf30');
  });

  it('accepts its own signature and refuses a tampered field, a wrong or missing signature', () => {
    const fields = signed({ tp_transaction_id: '20412', tp_transaction_status: 'PAID' }, SECRET);
    expect(hasValidSignature(fields, SECRET)).toBe(true);
    expect(hasValidSignature({ ...fields, tp_transaction_status: 'FAILED' }, SECRET)).toBe(false);
    expect(hasValidSignature({ ...fields, x_signature: fields.x_signature.slice(0, -1) }, SECRET)).toBe(false);
    expect(hasValidSignature({ ...fields, x_signature: undefined }, SECRET)).toBe(false);
    expect(hasValidSignature(fields, 'another secret')).toBe(false);
  });

  it('ignores fields that are not tp_* (our own return parameters ride along unsigned)', () => {
    const fields = signed({ tp_transaction_id: '20412' }, SECRET);
    expect(hasValidSignature({ ...fields, success: '/anything' }, SECRET)).toBe(true);
  });
});
