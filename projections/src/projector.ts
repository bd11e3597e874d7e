/** The projector: one runner per projection, each active here or standing by. */
import type { Logger } from '@app/core/logger';
import type { EventStore } from '@app/core/eventstore/port';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './runner.js';
import { ProjectorSignals } from './signals.js';

export interface ProjectorOptions {
  projections: readonly Projection[];
  store: EventStore;
  connectionString: string;
  batchSize: number;
  pollMs: number;
  log: Logger;
}

export class Projector {
  readonly runners: ProjectionRunner[];
  /** One LISTEN connection for all the runners (signals.ts says why). */
  private readonly signals: ProjectorSignals;

  constructor(options: ProjectorOptions) {
    this.signals = new ProjectorSignals(options.connectionString);
    this.runners = options.projections.map((projection) => new ProjectionRunner({ ...options, projection, signals: this.signals }));
  }

  start(): void {
    for (const runner of this.runners) runner.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
    await this.signals.close();
  }

  status(): Record<string, { status: string; checkpoint?: { commit: string; prepare: string } }> {
    return Object.fromEntries(
      this.runners.map((r) => [
        r.name,
        {
          status: r.status,
          ...(r.checkpoint ? { checkpoint: { commit: r.checkpoint.commit.toString(), prepare: r.checkpoint.prepare.toString() } } : {}),
        },
      ]),
    );
  }
}
