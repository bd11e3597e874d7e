import { describe, expect, it } from 'vitest';
import { isReference, makeReference, normalizeReference, REFERENCE_ALPHABET, REFERENCE_LENGTH } from './reference.js';

describe('the public booking reference', () => {
  it('is 10 characters of a 32-letter alphabet without 0, O, 1 or I (50 bits)', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(REFERENCE_LENGTH * Math.log2(REFERENCE_ALPHABET.length)).toBe(50);
    const reference = makeReference();
    expect(reference).toHaveLength(10);
    expect(isReference(reference)).toBe(true);
  });

  it('is random, not sequential: 1,000 made in a row are all different', () => {
    const made = new Set(Array.from({ length: 1000 }, () => makeReference()));
    expect(made.size).toBe(1000);
  });

  it('maps every byte onto the alphabet without bias', () => {
    const counts = new Map<string, number>();
    const all = makeReference(() => Uint8Array.from({ length: 10 }, (_, i) => i));
    expect(all).toBe('23456789AB');
    for (let byte = 0; byte < 256; byte++) {
      const c = makeReference(() => new Uint8Array(10).fill(byte))[0]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
  });

  it('accepts what a person types in lower case, with spaces or dashes; refuses anything else', () => {
    expect(normalizeReference(' k7m2-q9xz 4p ')).toBe('K7M2Q9XZ4P');
    expect(normalizeReference('K7M2Q9XZ4')).toBeNull();
    expect(normalizeReference('K7M2Q9XZ4PP')).toBeNull();
    expect(normalizeReference('K7M2Q9XZ4O')).toBeNull();
    expect(normalizeReference('1')).toBeNull();
    expect(isReference('k7m2q9xz4p')).toBe(false);
  });
});
