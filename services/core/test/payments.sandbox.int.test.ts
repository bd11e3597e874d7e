/** The sandbox gateway against PostgreSQL, and which adapters the configuration chooses. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { handleGatewayCallback } from '../src/payments/callbacks.js';
import { createGateways } from '../src/payments/gateways.js';
import { sandboxGateway, type SandboxGateway } from '../src/payments/sandbox/sandboxGateway.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';
import { checkoutRequest, recorder } from './payments.support.js';

let db: TestDatabase;
let sandbox: SandboxGateway;

beforeAll(async () => {
  db = await createTestDatabase({ poolSize: 4 });
  sandbox = sandboxGateway({ pool: db.pool, publicUrl: 'http://localhost:3000/' });
});
afterAll(async () => {
  await db?.drop();
});

describe('sandbox gateway', () => {
  it('opens a checkout whose URL is our own page, once per payment id', async () => {
    const paymentId = randomUUID();
    const checkout = await sandbox.createCheckout(checkoutRequest(paymentId, 750_25));
    expect(checkout).toEqual({ url: `http://localhost:3000/payments/sandbox/${paymentId}`, gatewayReference: paymentId });
    await sandbox.createCheckout(checkoutRequest(paymentId, 1));
    expect(await sandbox.checkouts.find(paymentId)).toMatchObject({ amountCentavos: 750_25, status: 'pending' });
  });

  it('Pay settles the checkout and the callback reports paid; a second Pay reports the same outcome', async () => {
    const paymentId = randomUUID();
    await sandbox.createCheckout(checkoutRequest(paymentId, 999_00));
    const rec = recorder();
    await sandbox.checkouts.settle(paymentId, 'paid');
    await handleGatewayCallback(sandbox, sandbox.callbackFor(paymentId), rec);
    await sandbox.checkouts.settle(paymentId, 'paid');
    await handleGatewayCallback(sandbox, sandbox.callbackFor(paymentId), rec);
    const paid = { paymentId, gatewayReference: paymentId, status: 'paid', amountCentavos: 999_00 };
    expect(rec.outcomes).toEqual([paid, paid]);
  });

  it('Fail reports failed; a Fail after Pay leaves it paid', async () => {
    const failing = randomUUID();
    await sandbox.createCheckout(checkoutRequest(failing));
    expect(await sandbox.checkouts.settle(failing, 'failed')).toMatchObject({ status: 'failed' });
    const rec = recorder();
    await handleGatewayCallback(sandbox, sandbox.callbackFor(failing), rec);
    expect(rec.outcomes.map((o) => o.status)).toEqual(['failed']);

    const paying = randomUUID();
    await sandbox.createCheckout(checkoutRequest(paying));
    await sandbox.checkouts.settle(paying, 'paid');
    expect(await sandbox.checkouts.settle(paying, 'failed')).toMatchObject({ status: 'paid' });
  });

  it('a still pending checkout reports nothing; an unknown one is refused', async () => {
    const paymentId = randomUUID();
    await sandbox.createCheckout(checkoutRequest(paymentId));
    const rec = recorder();
    expect((await handleGatewayCallback(sandbox, sandbox.callbackFor(paymentId), rec)).status).toBe('pending');
    await expect(handleGatewayCallback(sandbox, sandbox.callbackFor(randomUUID()), rec)).rejects.toMatchObject({ reason: 'unknown_payment' });
    await expect(handleGatewayCallback(sandbox, sandbox.callbackFor('not-a-uuid'), rec)).rejects.toMatchObject({ reason: 'unknown_payment' });
    expect(rec.outcomes).toEqual([]);
  });
});

describe('createGateways', () => {
  it('serves every choice with the sandbox when no keys are configured', () => {
    const gateways = createGateways(parseConfig({}), { pool: db.pool });
    expect(gateways.forChoice('xendit').name).toBe('sandbox');
    expect(gateways.forChoice('tendopay').name).toBe('sandbox');
    expect(gateways.named('xendit')).toBeUndefined();
    expect(gateways.sandboxServes).toBe(true);
  });

  it('takes test payments with no real gateway whatever NODE_ENV (npm start runs production), unless PAYMENTS_SANDBOX=false', () => {
    const serves = (env: Record<string, string>) => createGateways(parseConfig(env), { pool: db.pool }).sandboxServes;
    expect(serves({ NODE_ENV: 'production' })).toBe(true);
    expect(serves({ NODE_ENV: 'development' })).toBe(true);
    expect(serves({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'false' })).toBe(false);
    expect(serves({ NODE_ENV: 'development', PAYMENTS_SANDBOX: 'false' })).toBe(false);
  });

  it('takes no test payment once a real gateway is configured, whatever PAYMENTS_SANDBOX says', () => {
    const serves = (env: Record<string, string>) => createGateways(parseConfig(env), { pool: db.pool }).sandboxServes;
    expect(serves({ NODE_ENV: 'production', XENDIT_SECRET_KEY: 'xnd_x', XENDIT_CALLBACK_TOKEN: 't' })).toBe(false);
    expect(serves({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', TENDOPAY_MERCHANT_ID: '1', TENDOPAY_SECRET: 's' })).toBe(false);
    expect(serves({ NODE_ENV: 'development', XENDIT_SECRET_KEY: 'xnd_x', XENDIT_CALLBACK_TOKEN: 't' })).toBe(false);
  });

  it('uses a real adapter when both of its keys are set, and refuses one key without the other', () => {
    const gateways = createGateways(parseConfig({ XENDIT_SECRET_KEY: 'xnd_x', XENDIT_CALLBACK_TOKEN: 't', TENDOPAY_MERCHANT_ID: '1', TENDOPAY_SECRET: 's' }), { pool: db.pool });
    expect(gateways.forChoice('xendit').name).toBe('xendit');
    expect(gateways.forChoice('tendopay').name).toBe('tendopay');
    expect(() => createGateways(parseConfig({ XENDIT_SECRET_KEY: 'xnd_x' }), { pool: db.pool })).toThrow(/XENDIT_CALLBACK_TOKEN must be set together with XENDIT_SECRET_KEY/);
    expect(() => createGateways(parseConfig({ TENDOPAY_SECRET: 's', TENDOPAY_MERCHANT_ID: ' ' }), { pool: db.pool })).toThrow(/TENDOPAY_MERCHANT_ID/);
  });
});
