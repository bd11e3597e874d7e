/**
 * The audit log: one row per event of every stream, with who did it, in what role and
 * when. Serves the audit list (filter by stream, event type, actor and date); a booking's
 * full history with its data is read straight from its stream.
 */
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
  async handle(db, event) {
    const { metadata } = event;
    await db.query(
      `INSERT INTO audit_events (event_id, commit_position, prepare_position, stream_id, stream_revision, event_type,
                                 actor, role, correlation_id, occurred_at, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        event.id,
        event.position.commit.toString(),
        event.position.prepare.toString(),
        event.streamId,
        event.revision.toString(),
        event.type,
        metadata.actor ?? null,
        metadata.role ?? null,
        metadata.correlationId ?? null,
        metadata.occurredAt ?? event.recordedAt.toISOString(),
        event.recordedAt,
      ],
    );
  },
});
