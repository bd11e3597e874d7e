/**
 * Enqueues the delivery of ledger rows no job was made for: the mails a request wrote
 * (set-password links) without touching Redis. Polls the partial index of rows with no
 * `enqueued_at`; marks a row only after its job was enqueued, so while Redis is down the
 * rows simply wait. The job id is the row's, so two workers relaying the same row add
 * one job.
 */
import type { Queue } from 'bullmq';
import type { Pool } from '@app/core/db/pool';
import type { Logger } from '@app/core/logger';

export const OUTBOX_JOB = 'outbox-mail';

export function startOutboxRelay(deps: { pool: Pool; queue: Queue; log: Logger; pollMs: number }): { stop(): Promise<void> } {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const relayOnce = async () => {
    const { rows } = await deps.pool.query<{ id: string }>(
      'SELECT id FROM mail.outbox WHERE enqueued_at IS NULL AND sent_at IS NULL ORDER BY created_at LIMIT 200',
    );
    if (rows.length === 0) return;
    await deps.queue.addBulk(rows.map((r) => ({ name: OUTBOX_JOB, data: { outboxId: r.id }, opts: { jobId: `outbox.${r.id}` } })));
    await deps.pool.query('UPDATE mail.outbox SET enqueued_at = now() WHERE id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
  };
  const tick = () => {
    running = relayOnce()
      .catch((error: unknown) => deps.log.warn({ err: (error as Error).message }, 'outbox relay: will retry'))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, deps.pollMs);
      });
  };
  tick();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
