import { Create } from 'react-admin';
import { CouponForm, couponTransform } from './CouponForm.js';

export const CouponCreate = () => (
  <Create redirect="list" transform={couponTransform}>
    <CouponForm defaultValues={{ is_percentage: false, is_disposable: false, all_user: true, usage: 1 }} />
  </Create>
);
