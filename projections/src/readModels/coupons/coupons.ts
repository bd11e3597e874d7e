/** Coupons in the shape of the spec's Coupon (admin table) and the look-ups by code. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

export interface CouponView {
  id: string;
  code: string;
  label: string;
  data: { label: string; percentage: boolean };
  reward: number;
  amount: number;
  is_percentage: boolean;
  /** Remaining uses. */
  quantity: number;
  is_disposable: boolean;
  usage: number;
  used: number;
  all_user: boolean;
  customers: string[];
  expires_at: Date;
  created_at: Date;
}

const view = `(SELECT id, code, label, json_build_object('label', label, 'percentage', is_percentage) AS data,
    amount::float8 AS reward, amount::float8 AS amount, is_percentage, GREATEST(usage_limit - used, 0) AS quantity,
    is_disposable, usage_limit AS usage, used, all_customers AS all_user, customer_ids::text[] AS customers, expires_at, created_at
  FROM rm_coupons.coupons) c`;

export function listCoupons(db: Pick<pg.Pool, 'query'>, request: ListRequest): Promise<ListPage<CouponView>> {
  return listRows<CouponView>(
    db,
    {
      from: view,
      searchColumns: ['code', 'label'],
      sortable: { id: 'id', code: 'code', label: 'label', reward: 'reward', quantity: 'quantity', expires_at: 'expires_at', created_at: 'created_at' },
      defaultSort: 'created_at',
    },
    request,
  );
}

export async function findCoupon(db: Pick<pg.Pool, 'query'>, id: string): Promise<CouponView | undefined> {
  const { rows } = await db.query<CouponView>(`SELECT * FROM ${view} WHERE id = $1`, [id]);
  return rows[0];
}

/** The id of the coupon holding a code (upper-cased), if any. */
export async function couponIdByCode(db: Pick<pg.Pool, 'query'>, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_coupons.coupons WHERE code = $1', [code]);
  return rows[0]?.id;
}
