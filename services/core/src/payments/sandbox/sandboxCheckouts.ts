/**
 * The sandbox gateway's table of checkouts (payments.sandbox_checkouts). Opening one twice
 * with the same payment id keeps the first; settling one moves it from pending once, so
 * a second Pay or a Fail after Pay leaves it as it was.
 */
import type { Pool } from '../../db/pool.js';

export type SandboxStatus = 'pending' | 'paid' | 'failed';

export interface SandboxCheckout {
  paymentId: string;
  amountCentavos: number;
  successUrl: string;
  failureUrl: string;
  status: SandboxStatus;
  createdAt: Date;
}

interface Row {
  payment_id: string;
  amount_centavos: bigint;
  success_url: string;
  failure_url: string;
  status: SandboxStatus;
  created_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isPaymentId = (id: string) => UUID.test(id);

const toCheckout = (row: Row): SandboxCheckout => ({
  paymentId: row.payment_id,
  amountCentavos: Number(row.amount_centavos),
  successUrl: row.success_url,
  failureUrl: row.failure_url,
  status: row.status,
  createdAt: row.created_at,
});

export function sandboxCheckouts(pool: Pool) {
  return {
    async open(checkout: Pick<SandboxCheckout, 'paymentId' | 'amountCentavos' | 'successUrl' | 'failureUrl'>): Promise<void> {
      await pool.query(
        `INSERT INTO payments.sandbox_checkouts (payment_id, amount_centavos, success_url, failure_url)
         VALUES ($1, $2, $3, $4) ON CONFLICT (payment_id) DO NOTHING`,
        [checkout.paymentId, checkout.amountCentavos, checkout.successUrl, checkout.failureUrl],
      );
    },

    async find(paymentId: string): Promise<SandboxCheckout | null> {
      if (!isPaymentId(paymentId)) return null;
      const { rows } = await pool.query<Row>('SELECT * FROM payments.sandbox_checkouts WHERE payment_id = $1', [paymentId]);
      return rows[0] ? toCheckout(rows[0]) : null;
    },

    /** Pay or Fail: pending becomes `to`; a settled checkout stays as it is. Null when unknown. */
    async settle(paymentId: string, to: Exclude<SandboxStatus, 'pending'>): Promise<SandboxCheckout | null> {
      if (!isPaymentId(paymentId)) return null;
      const { rows } = await pool.query<Row>(
        `UPDATE payments.sandbox_checkouts SET status = $2 WHERE payment_id = $1 AND status = 'pending' RETURNING *`,
        [paymentId, to],
      );
      return rows[0] ? toCheckout(rows[0]) : this.find(paymentId);
    },
  };
}

export type SandboxCheckouts = ReturnType<typeof sandboxCheckouts>;
