/**
 * Before a write answers, wait (bounded) until the projections its next read uses have
 * passed its append (docs/architecture.md, "Projections"). On time-out the answer still goes
 * out: the write is safe in the store, only the lists lag.
 */
import type { AppendResult } from '@app/core/eventstore/port';
import type { Pool } from '@app/core/db/pool';
import { waitForProjections } from '@app/projections/waitForProjections';

export type Settle = (append: AppendResult | undefined, projections: readonly string[]) => Promise<void>;

export function createSettle(pool: Pool, timeoutMs: number): Settle {
  return async (append, projections) => {
    if (!append || timeoutMs === 0) return;
    await waitForProjections(pool, append.position, { projections, timeoutMs });
  };
}
