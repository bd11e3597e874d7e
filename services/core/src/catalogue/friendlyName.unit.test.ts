import { describe, expect, it } from 'vitest';
import { firstFree, slugify } from './friendlyName.js';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with dashes', () => {
    expect(slugify('  Aircon Cleaning & Repair ')).toBe('aircon-cleaning-repair');
    expect(slugify('Pintura ñ Señor')).toBe('pintura-n-senor');
  });
  it('never answers an empty slug', () => {
    expect(slugify('!!!')).toBe('category');
  });
});

describe('firstFree', () => {
  it('keeps the base when free, else counts from 2', () => {
    expect(firstFree('plumbing', new Set())).toBe('plumbing');
    expect(firstFree('plumbing', new Set(['plumbing']))).toBe('plumbing-2');
    expect(firstFree('plumbing', new Set(['plumbing', 'plumbing-2']))).toBe('plumbing-3');
  });
});
