/**
 * Where a projection's tables live. Each projection owns a PostgreSQL schema: `rm_<name>`
 * while live, `rm_<name>__build` while being rebuilt. The checkpoint and the version sit
 * in a `_projection` table inside that schema, so renaming the build schema to the live
 * name swaps tables, checkpoint and version in one atomic step.
 */
import type { Position } from '@app/core/eventstore/port';
import type { Projection, ProjectionClient } from './projection.js';

export const liveSchema = (name: string) => `rm_${name}`;
export const buildSchema = (name: string) => `rm_${name}__build`;

export interface SchemaState {
  version: number;
  checkpoint: Position;
}

/** The version and checkpoint kept in a schema, or undefined when it does not exist. */
export async function readSchemaState(db: ProjectionClient, schema: string): Promise<SchemaState | undefined> {
  const exists = await db.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema]);
  if (exists.rowCount === 0) return undefined;
  const { rows } = await db.query<{ version: number; commit: bigint; prepare: bigint }>(
    `SELECT version, commit_position AS commit, prepare_position AS prepare FROM "${schema}"._projection`,
  );
  const row = rows[0];
  return row ? { version: row.version, checkpoint: { commit: row.commit, prepare: row.prepare } } : undefined;
}

/** Drops and recreates `schema` with the projection's tables and a checkpoint at the start. */
export async function createFreshSchema(db: ProjectionClient, schema: string, projection: Projection): Promise<void> {
  await db.query('BEGIN');
  try {
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.query(`CREATE SCHEMA "${schema}"`);
    await db.query(`SET LOCAL search_path TO "${schema}"`);
    await db.query(`CREATE TABLE _projection (
      name text PRIMARY KEY,
      version integer NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`INSERT INTO _projection (name, version, commit_position, prepare_position) VALUES ($1, $2, -1, -1)`, [
      projection.name,
      projection.version,
    ]);
    await db.query(projection.tables);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

/** Replaces the live schema with the finished build, atomically. */
export async function swapInBuild(db: ProjectionClient, name: string): Promise<void> {
  await db.query('BEGIN');
  try {
    await db.query(`DROP SCHEMA IF EXISTS "${liveSchema(name)}" CASCADE`);
    await db.query(`ALTER SCHEMA "${buildSchema(name)}" RENAME TO "${liveSchema(name)}"`);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
