/** The event consumer's checkpoint in worker.consumer_checkpoints (its own table). */
import type pg from 'pg';
import { START, type Position } from '@app/core/eventstore/port';

type Db = Pick<pg.Pool, 'query'>;

export async function readCheckpoint(db: Db, name: string): Promise<Position> {
  const { rows } = await db.query<{ commit: bigint; prepare: bigint }>(
    'SELECT commit_position AS commit, prepare_position AS prepare FROM worker.consumer_checkpoints WHERE name = $1',
    [name],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : START;
}

export async function writeCheckpoint(db: Db, name: string, position: Position): Promise<void> {
  await db.query(
    `INSERT INTO worker.consumer_checkpoints (name, commit_position, prepare_position, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position, updated_at = now()`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}
