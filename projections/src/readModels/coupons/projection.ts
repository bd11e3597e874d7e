/**
 * Discount coupons as the admin table and the public look-ups read them, with the uses
 * made so far (remaining = usage_limit - used). Removed coupons leave the table.
 */
import { couponEventTypes, type CouponEvent } from '@app/core/coupons/couponEvents';
import { withCounter } from '../../counterDeltas.js';
import { defineProjection } from '../../projection.js';

export const coupons = defineProjection({
  name: 'coupons',
  version: 1,
  eventTypes: couponEventTypes,
  tables: `
    CREATE TABLE coupons (
      id uuid PRIMARY KEY,
      label text NOT NULL,
      code text NOT NULL,
      amount numeric(12, 2) NOT NULL,
      is_percentage boolean NOT NULL,
      is_disposable boolean NOT NULL,
      usage_limit integer NOT NULL,
      used integer NOT NULL DEFAULT 0,
      all_customers boolean NOT NULL,
      customer_ids uuid[] NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    -- Not UNIQUE: uniqueness is the claim streams' job, and a read model must never
    -- refuse an event the store accepted (the projection would stall).
    CREATE INDEX coupons_code ON coupons (code);`,
  // Every booking redeems: a batch's uses are summed per coupon, one UPDATE for all.
  ...withCounter({ table: 'coupons', column: 'used', idType: 'uuid', deltas: { CouponRedeemed: 1, CouponRedemptionReleased: -1 } }, async (db, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as CouponEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'CouponCreated':
      case 'CouponUpdated': {
        const d = event.data;
        db.write(
          `INSERT INTO coupons (id, label, code, amount, is_percentage, is_disposable, usage_limit, all_customers, customer_ids, expires_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
           ON CONFLICT (id) DO UPDATE SET label = $2, code = $3, amount = $4, is_percentage = $5, is_disposable = $6, usage_limit = $7,
             all_customers = $8, customer_ids = $9, expires_at = $10, updated_at = $11`,
          [d.id, d.label, d.code, d.amount, d.isPercentage, d.isDisposable, d.usageLimit, d.allCustomers, d.customerIds, d.expiresAt, at],
        );
        return;
      }
      case 'CouponRemoved':
        db.write('DELETE FROM coupons WHERE id = $1', [event.data.id]);
        return;
      // The decider makes both idempotent per booking, so counting is exact.
    }
  }),
});
