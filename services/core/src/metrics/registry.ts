/**
 * Prometheus metrics (prom-client), one registry per process. Every process (api,
 * projector, worker) gets Node's default metrics plus its own, all labelled with the
 * process kind so one Prometheus job can scrape them all. Served at /metrics on the
 * process's health server (the api's on its operator port, see README).
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

export type ProcessKind = 'api' | 'projector' | 'worker';

export interface Metrics {
  registry: Registry;
  /** What /metrics answers. */
  render(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(kind: ProcessKind): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: kind });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}

/** Seconds between two `performance.now()` readings. */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
