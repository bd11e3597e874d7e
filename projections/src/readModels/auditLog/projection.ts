/**
 * The audit log: one row per event of every stream, with who did it, in what role and
 * when. Serves the audit list (filter by stream, event type, actor and date); a booking's
 * full history with its data is read straight from its stream.
 */
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { BatchClient } from '../../batchClient.js';
import { defineProjection } from '../../projection.js';

export const auditLog = defineProjection({
  name: 'audit_log',
  version: 1,
  tables: `
    CREATE TABLE audit_events (
      event_id uuid PRIMARY KEY,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      stream_id text NOT NULL,
      stream_revision bigint NOT NULL,
      event_type text NOT NULL,
      actor text,
      role text,
      correlation_id text,
      occurred_at timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL,
      UNIQUE (stream_id, stream_revision)
    );
    CREATE INDEX audit_events_position ON audit_events (commit_position, prepare_position);
    CREATE INDEX audit_events_type ON audit_events (event_type, occurred_at);
    CREATE INDEX audit_events_actor ON audit_events (actor, occurred_at);
    CREATE INDEX audit_events_occurred ON audit_events (occurred_at);
  `,
  handle: async (db, event) => insertAuditRows(db, [event]),
  handleBatch: async (db, events) => insertAuditRows(db, events),
});

/** One row per event, in one statement: the columns as arrays, unnested. */
function insertAuditRows(db: BatchClient, events: readonly RecordedEvent[]): void {
  const column = <T>(pick: (event: RecordedEvent) => T) => events.map(pick);
  db.write(
    `INSERT INTO audit_events (event_id, commit_position, prepare_position, stream_id, stream_revision, event_type,
                               actor, role, correlation_id, occurred_at, recorded_at)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::text[],
                          $7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::timestamptz[])`,
    [
      column((e) => e.id),
      column((e) => e.position.commit.toString()),
      column((e) => e.position.prepare.toString()),
      column((e) => e.streamId),
      column((e) => e.revision.toString()),
      column((e) => e.type),
      column((e) => e.metadata.actor ?? null),
      column((e) => e.metadata.role ?? null),
      column((e) => e.metadata.correlationId ?? null),
      column((e) => e.metadata.occurredAt ?? e.recordedAt.toISOString()),
      column((e) => e.recordedAt.toISOString()),
    ],
  );
}
