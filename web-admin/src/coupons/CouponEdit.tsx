import { Edit } from 'react-admin';
import { CouponForm, couponTransform } from './CouponForm.js';

export const CouponEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={couponTransform}>
    <CouponForm />
  </Edit>
);
