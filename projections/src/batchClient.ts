/**
 * What a projection's handlers write through inside their batch's transaction, on a
 * connection in pg's pipeline mode.
 *
 * Why: a round trip to PostgreSQL costs far more than most projection statements do
 * (bench:booking, this machine: ~110 µs of Node's CPU and ~40 µs of the backend's for a
 * prepared `SELECT $1`; waking the other process is most of it). A handler that awaited
 * each of its INSERTs and UPDATEs paid that for every statement of every event. Sent
 * together, a batch of writes costs about a fifth of that each, and a batch whose
 * handlers only write is one round trip from BEGIN to COMMIT.
 *
 * - `write`: a statement whose answer nothing needs. It is queued on the socket at once
 *   and answered later; a failure aborts the transaction and is thrown by `settle`.
 * - `query`: a statement whose answer the handler needs (a read). What was written
 *   before it goes out with it, in order, so it sees those writes.
 *
 * Statements run in the order they were called, whichever of the two sent them.
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
