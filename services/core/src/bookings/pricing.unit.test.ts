import { describe, expect, it } from 'vitest';
import { DomainError } from '../commands/decider.js';
import { decimalPesos } from '../format/money.js';
import { checkGateway, discountOf, EMPTY_CART, INVALID_TOTAL, priceBooking, TENDOPAY_MINIMUM, toPesos, type CatalogueLine } from './pricing.js';

const line = (unitPrice: number, quantity = 1, n = 1): CatalogueLine => ({ serviceId: `svc-${n}`, name: `Service ${n}`, unitPrice, quantity, location: 'Living room' });

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('pricing a booking', () => {
  it('sums lines of unit price times quantity, in centavos without float drift', () => {
    const pricing = priceBooking([line(33.3, 3, 1), line(0.1, 3, 2)], null);
    expect(pricing.lines.map((l) => l.lineTotalCentavos)).toEqual([99_90, 30]);
    expect(pricing).toMatchObject({ subTotalCentavos: 100_20, discountCentavos: 0, totalCentavos: 100_20 });
    expect(decimalPesos(pricing.totalCentavos)).toBe('100.20');
    expect(toPesos(pricing.totalCentavos)).toBe(100.2);
  });

  it('a percentage coupon takes amount/100 of the sub total, rounded to the centavo', () => {
    expect(priceBooking([line(1500)], { isPercentage: true, amount: 10 })).toMatchObject({ subTotalCentavos: 1500_00, discountCentavos: 150_00, totalCentavos: 1350_00 });
    expect(discountOf(333, { isPercentage: true, amount: 12.5 })).toBe(42);
  });

  it('a fixed coupon takes its amount off the sub total', () => {
    expect(priceBooking([line(800, 2)], { isPercentage: false, amount: 250.5 })).toMatchObject({ subTotalCentavos: 1600_00, discountCentavos: 250_50, totalCentavos: 1349_50 });
  });

  it('a fixed discount is never more than the sub total, so the total is then 0 and refused', () => {
    expect(discountOf(500_00, { isPercentage: false, amount: 900 })).toBe(500_00);
    const error = refusal(() => priceBooking([line(500)], { isPercentage: false, amount: 900 }));
    expect([error.code, error.message, error.field]).toEqual(['invalid', INVALID_TOTAL, 'total']);
  });

  it('a total below 1 is refused with the spec text; exactly 1 is allowed', () => {
    expect(INVALID_TOTAL).toBe('The total amount should not be equals to zero...');
    expect(refusal(() => priceBooking([line(0)], null)).message).toBe(INVALID_TOTAL);
    expect(refusal(() => priceBooking([line(100)], { isPercentage: true, amount: 100 })).message).toBe(INVALID_TOTAL);
    expect(refusal(() => priceBooking([line(1.99)], { isPercentage: false, amount: 1 })).message).toBe(INVALID_TOTAL);
    expect(priceBooking([line(2)], { isPercentage: false, amount: 1 }).totalCentavos).toBe(1_00);
  });

  it('refuses an empty cart, a quantity below 1 or not whole, and a negative price', () => {
    expect(refusal(() => priceBooking([], null))).toMatchObject({ code: 'invalid', message: EMPTY_CART, field: 'services' });
    expect(refusal(() => priceBooking([line(100), line(100, 0, 2)], null))).toMatchObject({ code: 'invalid', field: 'services.1.quantity' });
    expect(refusal(() => priceBooking([line(100, 1.5)], null)).field).toBe('services.0.quantity');
    expect(refusal(() => priceBooking([line(-1)], null)).field).toBe('services.0.price');
    expect(refusal(() => priceBooking([{ ...line(100), location: ' ' }], null)).field).toBe('services.0.location');
  });

  it('TendoPay: refused at a total of 999 (and 999.50), allowed at 1,000; other gateways any total', () => {
    expect(refusal(() => checkGateway('tendopay', 999_00))).toMatchObject({ code: 'invalid', message: TENDOPAY_MINIMUM, field: 'paymentGateway' });
    expect(refusal(() => checkGateway('tendopay', 999_50)).message).toBe('TendoPay Installment: Minimum Total Purchase Amount of Php 1,000 and up');
    expect(() => checkGateway('tendopay', 1000_00)).not.toThrow();
    expect(() => checkGateway('xendit', 1_00)).not.toThrow();
    expect(() => checkGateway('sandbox', 1_00)).not.toThrow();
  });
});
