/**
 * What a projection's handlers write through inside their batch's transaction, on a
 * connection in pg's pipeline mode: `write` queues a statement whose answer nothing needs
 * (a failure is thrown by `settle`), `query` sends what was written before it and waits for
 * its answer. Statements run in the order they were called. Why: docs/architecture.md,
 * "Connections and statements".
 */
import type pg from 'pg';
import { corkableSocket, type Corkable } from '@app/core/db/pipelineSocket';
import type { ProjectionClient } from './projection.js';

export interface BatchClient extends ProjectionClient {
  write(text: string, values?: unknown[]): void;
}

export class PipelinedBatch implements BatchClient {
  private readonly answers: Promise<void>[] = [];
  private failure: unknown;
  private corked = false;
  private readonly socket: Corkable | undefined;

  constructor(private readonly client: pg.Client) {
    if (!client.pipeline) throw new Error('A projection batch needs a connection in pipeline mode');
    // Corked while writes pile up, so they leave in one write.
    this.socket = corkableSocket(client);
  }

  write(text: string, values?: unknown[]): void {
    if (!this.corked && this.socket) {
      this.socket.cork();
      this.corked = true;
    }
    const answer = this.client.query(text, values).then(
      () => {},
      (error: unknown) => {
        this.failure ??= error;
      },
    );
    this.answers.push(answer);
  }

  readonly query = ((...args: Parameters<pg.Client['query']>) => {
    this.flush();
    // A statement after a failed one fails too ("current transaction is aborted"): the first failure is the one to report.
    return (this.client.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
      throw this.failure ?? error;
    });
  }) as ProjectionClient['query'];

  /** Sends what is queued and waits for every answer; throws the first failure. */
  async settle(): Promise<void> {
    this.flush();
    await Promise.all(this.answers);
    if (this.failure !== undefined) throw this.failure;
  }

  private flush(): void {
    if (!this.corked) return;
    this.corked = false;
    this.socket?.uncork();
  }
}
