/**
 * The api stack with Xendit and TendoPay configured against their local fakes
 * (tests/fakes), for the payment tests: each file passes keys of its own.
 */
import { startTendopayFake, type TendopayFake } from '../../../../tests/fakes/tendopayFake.js';
import { startXenditFake, type XenditFake } from '../../../../tests/fakes/xenditFake.js';
import { startStack, type TestStack } from './stack.js';

export interface GatewayKeys {
  xendit: { key: string; token: string };
  tendopay: { id: string; secret: string };
}

export interface GatewayStack {
  stack: TestStack;
  xendit: XenditFake;
  tendopay: TendopayFake;
  close(): Promise<void>;
}

export async function startGatewayStack(keys: GatewayKeys, publicUrl: string): Promise<GatewayStack> {
  const xendit = await startXenditFake({ secretKey: keys.xendit.key });
  const tendopay = await startTendopayFake({ clientId: keys.tendopay.id, secret: keys.tendopay.secret });
  const stack = await startStack({
    PUBLIC_URL: publicUrl,
    XENDIT_SECRET_KEY: keys.xendit.key,
    XENDIT_CALLBACK_TOKEN: keys.xendit.token,
    XENDIT_BASE_URL: xendit.url,
    TENDOPAY_MERCHANT_ID: keys.tendopay.id,
    TENDOPAY_SECRET: keys.tendopay.secret,
    TENDOPAY_BASE_URL: tendopay.url,
  });
  return {
    stack,
    xendit,
    tendopay,
    async close() {
      await stack.close();
      await xendit.close();
      await tendopay.close();
    },
  };
}

/** A checkout request as startPayment makes one, landing on PUBLIC_URL's success and failure pages. */
export const checkoutRequest = (publicUrl: string, paymentId: string, amountCentavos = 1500_00) => ({
  paymentId,
  bookingReference: 'HRK7M2Q9XZ',
  amountCentavos,
  description: 'Booking HRK7M2Q9XZ',
  payer: { email: 'maria@example.ph', firstName: 'Maria', lastName: 'Santos' },
  successUrl: `${publicUrl}/booking-success/b-1`,
  failureUrl: `${publicUrl}/payment-failed`,
});
