import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { CouponCreate } from './CouponCreate.js';
import { CouponEdit } from './CouponEdit.js';
import { CouponList } from './CouponList.js';

// Registered as 'discount-coupons' (the spec's route); the api calls it 'coupons'
// (dataProvider/resourceNames.ts).
export default {
  list: CouponList,
  create: CouponCreate,
  edit: CouponEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'label',
};
