import { describe, expect, it } from 'vitest';
import { SessionTouches } from './sessionTouches.js';

describe('session touches', () => {
  it('touches a session once per interval, again once the interval has passed', () => {
    let now = 1_000_000;
    const touches = new SessionTouches(60_000, () => now);
    expect(touches.due('a')).toBe(true);
    now += 59_999;
    expect(touches.due('a')).toBe(false);
    expect(touches.due('b')).toBe(true);
    now += 1;
    expect(touches.due('a')).toBe(true);
    expect(touches.due('a')).toBe(false);
  });

  it('counts a whole write as a touch, and touches a forgotten (destroyed) session at once', () => {
    let now = 0;
    const touches = new SessionTouches(60_000, () => now);
    touches.written('a');
    now += 1_000;
    expect(touches.due('a')).toBe(false);
    touches.forget('a');
    expect(touches.due('a')).toBe(true);
  });
});
