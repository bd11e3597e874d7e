/**
 * The pause before `npm start` starts again something that stopped on its own (a process,
 * PostgreSQL, Redis): short at first, doubling with each failure in a row up to a cap, so
 * a part that cannot start does not spin; a part that ran a while counts from the start.
 */
const MAX_BACKOFF_MS = 30_000;
/** A part that ran this long before stopping starts again after the shortest pause. */
const HEALTHY_RUN_MS = 60_000;

export class Backoff {
  private failures = 0;

  constructor(private readonly firstMs: number) {}

  /** The pause before the next start of a part that ran since `startedAt`. */
  next(startedAt: number): number {
    this.failures = Date.now() - startedAt >= HEALTHY_RUN_MS ? 1 : this.failures + 1;
    return Math.min(MAX_BACKOFF_MS, this.firstMs * 2 ** (this.failures - 1));
  }
}
