/**
 * How often a session's expiry is moved forward in the store. express-session with
 * `rolling` touches the store on every request: one UPDATE of auth.sessions per request,
 * most of them moving the expiry by a few seconds. Here a process touches a session at
 * most once per TOUCH_EVERY_MS; the idle time-out then ends a session up to that much
 * early, which against SESSION_IDLE_MINUTES is noise. The cookie still rolls each time.
 */
export const TOUCH_EVERY_MS = 60_000;

/** Remembered sessions per process; the least recently touched are forgotten first (and touched again next time). */
const MAX_REMEMBERED = 10_000;

export class SessionTouches {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly everyMs = TOUCH_EVERY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the store should be touched now (and it is then counted as touched). */
  due(sid: string): boolean {
    const at = this.now();
    const previous = this.last.get(sid);
    if (previous !== undefined && at - previous < this.everyMs) return false;
    this.written(sid, at);
    return true;
  }

  /** The session was written whole (sign-in, a change): its expiry is current. */
  written(sid: string, at = this.now()): void {
    this.last.delete(sid);
    this.last.set(sid, at);
    if (this.last.size > MAX_REMEMBERED) this.last.delete(this.last.keys().next().value!);
  }

  forget(sid: string): void {
    this.last.delete(sid);
  }
}
