/** The daily run's reads (core plans/runPlanVisits.ts `PlanRunReads`) over this read model and the catalogue's and schedules'. */
import type pg from 'pg';
import { catalogueForVisits, freeSlotsBetween, plansToBook, visitsToRelease } from './queries.js';

export function planRunReads(db: Pick<pg.Pool, 'query'>) {
  return {
    plansToBook: (today: string, until: string) => plansToBook(db, today, until),
    visitsToRelease: (today: string) => visitsToRelease(db, today),
    freeSlotsBetween: (from: string, to: string) => freeSlotsBetween(db, from, to),
    catalogueForVisits: (serviceIds: readonly string[], locationIds: readonly string[]) => catalogueForVisits(db, serviceIds, locationIds),
  };
}
