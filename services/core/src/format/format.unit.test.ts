import { describe, expect, it } from 'vitest';
import { clockTime, dateOnly, dateTime } from './dates.js';
import { decimalPesos, pesoFigure, pesos, pesosOfCentavos } from './money.js';

describe('money', () => {
  it('writes pesos and centavos as spec §9 does, and exact decimals for the database', () => {
    expect(pesos(1250)).toBe('₱1,250.00');
    expect(pesosOfCentavos(125_050)).toBe('₱1,250.50');
    expect(pesoFigure(1250.5)).toBe('1,250.50');
    expect(decimalPesos(100_20)).toBe('100.20');
    expect(decimalPesos(5)).toBe('0.05');
    expect(decimalPesos(-150)).toBe('-1.50');
    expect(decimalPesos(-50)).toBe('-0.50');
  });
});

describe('dates', () => {
  it('writes instants in Manila time, calendar dates as written and wall-clock times in 12 h', () => {
    expect(dateTime('2025-03-07T06:30:00Z')).toBe('Mar 07, 2025 02:30 PM');
    expect(dateTime('2025-03-06T16:05:00Z')).toBe('Mar 07, 2025 12:05 AM');
    expect(dateOnly('2025-03-07')).toBe('Mar 07, 2025');
    expect(dateOnly('2025-03-06T16:05:00Z')).toBe('Mar 07, 2025');
    expect(clockTime('08:30')).toBe('08:30 AM');
    expect(clockTime('12:00:00')).toBe('12:00 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
  });

  it('shows nothing for no value and an unreadable one as given', () => {
    expect(dateTime(null)).toBe('');
    expect(dateOnly('')).toBe('');
    expect(dateTime('soon')).toBe('soon');
    expect(clockTime(undefined)).toBe('');
  });
});
