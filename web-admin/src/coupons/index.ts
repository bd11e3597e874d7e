import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyView } from '../common/lazyView.js';

// Registered as 'discount-coupons' (the spec's route); the api calls it 'coupons'
// (dataProvider/resourceNames.ts).
export default {
  list: lazyView(() => import('./CouponList.js'), 'CouponList'),
  create: lazyView(() => import('./CouponCreate.js'), 'CouponCreate'),
  edit: lazyView(() => import('./CouponEdit.js'), 'CouponEdit'),
  icon: LocalOfferIcon,
  recordRepresentation: 'label',
};
