import { describe, it } from 'vitest';
import { deciderSpec } from '../../commands/deciderSpec.js';
import { bookingDecider } from '../bookingDecider.js';
import { place, placed } from '../bookingFixtures.js';
import { EMPTY_CART, INVALID_TOTAL, TENDOPAY_MINIMUM } from '../pricing.js';

const { given } = deciderSpec(bookingDecider);
const line = place.lines[0]!;

describe('placing a booking', () => {
  it('records the booking priced from the catalogue lines and the coupon (1,500 less 10% = 1,350)', () => {
    given([]).when(place).then([placed]);
  });

  it('a retried placement (same reference) changes nothing; another placement on the id is refused', () => {
    given([placed]).when(place).then([]);
    given([placed]).when({ ...place, reference: 'ZZZZZZZZZZ' }).thenThrows('conflict', 'already exists');
  });

  it('refuses a total below 1 with the spec text', () => {
    given([]).when({ ...place, coupon: { ...place.coupon!, isPercentage: false, amount: 5000 } }).thenThrows('invalid', INVALID_TOTAL);
    given([]).when({ ...place, coupon: null, lines: [{ ...line, unitPrice: 0 }] }).thenThrows('invalid', INVALID_TOTAL);
  });

  it('refuses TendoPay at a total of 999, places it at 1,000', () => {
    const tendopay = (unitPrice: number) => ({ ...place, gateway: 'tendopay' as const, coupon: null, lines: [{ ...line, unitPrice, quantity: 1 }] });
    given([]).when(tendopay(999)).thenThrows('invalid', TENDOPAY_MINIMUM);
    given([]).when(tendopay(1000)).then([
      {
        type: 'BookingPlaced',
        data: {
          ...placed.data,
          gateway: 'tendopay',
          coupon: null,
          lines: [{ serviceId: line.serviceId, name: line.name, location: line.location, quantity: 1, unitPriceCentavos: 1000_00, lineTotalCentavos: 1000_00 }],
          subTotalCentavos: 1000_00,
          discountCentavos: 0,
          totalCentavos: 1000_00,
        },
      },
    ]);
  });

  it('refuses an empty cart, a quantity below 1 and a malformed reference', () => {
    given([]).when({ ...place, lines: [] }).thenThrows('invalid', EMPTY_CART);
    given([]).when({ ...place, lines: [{ ...line, quantity: 0 }] }).thenThrows('invalid', 'quantity');
    given([]).when({ ...place, reference: '123' }).thenThrows('invalid', 'reference');
  });
});
