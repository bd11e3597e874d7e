/**
 * Projection lag per projection, measured when Prometheus scrapes: how far the
 * projection's checkpoint is behind the head of `$all`. Only projections live in this
 * process are reported, so a standby projector does not report a second, stale series.
 *
 * The unit is global positions: with the PostgreSQL event store, events (the global
 * sequence; 0 when caught up); with EventStoreDB, bytes of its log.
 */
import { Gauge, type Registry } from 'prom-client';
import type { EventStore } from '@app/core/eventstore/port';
import type { Projector } from './projector.js';

export function registerProjectionLag(registry: Registry, projector: Projector, store: EventStore): void {
  new Gauge({
    name: 'projection_lag',
    help: 'Global positions between the head of $all and the projection checkpoint (PostgreSQL event store: events). Only projections active in this process.',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      this.reset();
      const head = await store.headPosition().catch(() => undefined);
      if (!head) return;
      for (const runner of projector.runners) {
        if (runner.status !== 'live' || !runner.checkpoint) continue;
        const behind = head.prepare - runner.checkpoint.prepare;
        this.set({ projection: runner.name }, Number(behind > 0n ? behind : 0n));
      }
    },
  });
}
