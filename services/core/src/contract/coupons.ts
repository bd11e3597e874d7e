/** Coupons as the console's react-admin resource receives them (/admin-api/coupons). */
import { z } from 'zod';

export const couponRecord = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  data: z.object({ label: z.string(), percentage: z.boolean() }),
  /** The amount again, by the spec's name: pesos, or a percentage when is_percentage. */
  reward: z.number(),
  amount: z.number(),
  is_percentage: z.boolean(),
  /** Uses left (never below 0). */
  quantity: z.number(),
  is_disposable: z.boolean(),
  /** The usage limit. */
  usage: z.number(),
  used: z.number(),
  all_user: z.boolean(),
  /** The customers it is for, when not all_user. */
  customers: z.array(z.string()),
  expires_at: z.string(),
  created_at: z.string(),
});
export type CouponRecord = z.infer<typeof couponRecord>;
