import { describe, expect, it } from 'vitest';
import { bookingReferenceClaimed, claimReference, ReferenceTaken, referenceDecider } from './referenceClaim.js';

const mine = '7f1c7d0e-2b4a-4f7e-9a51-0d6f3c2b1a90';
const theirs = '0b6f3c2b-1a90-4f7e-9a51-7f1c7d0e2b4a';

describe('a booking reference claimed by its placement', () => {
  it('a free reference is claimed, the event passing its zod schema', () => {
    const events = claimReference(referenceDecider.initialState(), 'K7M2Q9XZ4P', mine);
    expect(events).toEqual([{ type: 'BookingReferenceClaimed', data: { reference: 'K7M2Q9XZ4P', bookingId: mine } }]);
    expect(bookingReferenceClaimed.safeParse(events[0]!.data).success).toBe(true);
  });

  it("another booking's reference is refused as taken; the same booking's claims nothing more", () => {
    const claimed = claimReference(referenceDecider.initialState(), 'K7M2Q9XZ4P', theirs).reduce(referenceDecider.evolve, referenceDecider.initialState());
    expect(() => claimReference(claimed, 'K7M2Q9XZ4P', mine)).toThrow(ReferenceTaken);
    expect(claimReference(claimed, 'K7M2Q9XZ4P', theirs)).toEqual([]);
  });
});
