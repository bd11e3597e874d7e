/**
 * The catalogue as the screens read it: cities, locations, categories with their
 * services, teams. One projection, so a category's services and their category always
 * come from the same checkpoint.
 */
import type { CategoryData, CategoryServiceData, CityData, LocationData, TeamData } from '@app/core/catalogue/kinds';
import { categories, categoryServices, cities, locations, teams } from '@app/core/catalogue/kinds';
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { BatchClient } from '../../batchClient.js';
import { defineProjection } from '../../projection.js';

type Upsert = (db: BatchClient, id: string, data: never, at: string) => void;

/** Per record kind: its table and how its data becomes a row. */
const writers: Record<string, { table: string; upsert: Upsert }> = {
  City: {
    table: 'cities',
    upsert: (db, id, d: CityData, at) =>
      db.write(`INSERT INTO cities (id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (id) DO UPDATE SET name = $2, updated_at = $3`, [id, d.name, at]),
  },
  Location: {
    table: 'locations',
    upsert: (db, id, d: LocationData, at) =>
      db.write(`INSERT INTO locations (id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (id) DO UPDATE SET name = $2, updated_at = $3`, [id, d.name, at]),
  },
  Category: {
    table: 'categories',
    upsert: (db, id, d: CategoryData, at) =>
      db.write(
        `INSERT INTO categories (id, name, friendly_name, description, image, is_fixed_price, is_for_assessment, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (id) DO UPDATE SET name = $2, friendly_name = $3, description = $4, image = $5, is_fixed_price = $6, is_for_assessment = $7, updated_at = $8`,
        [id, d.name, d.friendlyName, d.description, d.image, d.isFixedPrice, d.isForAssessment, at],
      ),
  },
  CategoryService: {
    table: 'category_services',
    upsert: (db, id, d: CategoryServiceData, at) =>
      db.write(
        `INSERT INTO category_services (id, category_id, name, price, per_unit, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (id) DO UPDATE SET category_id = $2, name = $3, price = $4, per_unit = $5, updated_at = $6`,
        [id, d.categoryId, d.name, d.price, d.perUnit, at],
      ),
  },
  Team: {
    table: 'teams',
    upsert: (db, id, d: TeamData, at) =>
      db.write(`INSERT INTO teams (id, name, member_ids, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) ON CONFLICT (id) DO UPDATE SET name = $2, member_ids = $3, updated_at = $4`, [
        id,
        d.name,
        d.memberIds,
        at,
      ]),
  },
};

const kinds = [cities, locations, categories, categoryServices, teams];

export const catalogue = defineProjection({
  name: 'catalogue',
  version: 1,
  eventTypes: kinds.flatMap((k) => k.eventTypes),
  tables: `
    CREATE TABLE cities (id uuid PRIMARY KEY, name text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);
    CREATE TABLE locations (id uuid PRIMARY KEY, name text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);
    CREATE TABLE categories (
      id uuid PRIMARY KEY, name text NOT NULL, friendly_name text NOT NULL, description text NOT NULL, image text,
      is_fixed_price boolean NOT NULL, is_for_assessment boolean NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
    );
    CREATE INDEX categories_friendly_name ON categories (friendly_name);
    CREATE TABLE category_services (
      id uuid PRIMARY KEY, category_id uuid NOT NULL, name text NOT NULL, price numeric(12, 2) NOT NULL, per_unit text,
      created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
    );
    CREATE INDEX category_services_category ON category_services (category_id);
    CREATE TABLE teams (id uuid PRIMARY KEY, name text NOT NULL, member_ids uuid[] NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);`,
  async handle(db, event: RecordedEvent) {
    const kind = kinds.find((k) => k.eventTypes.includes(event.type as never))!;
    const writer = writers[kind.name]!;
    const { id, ...data } = event.data as { id: string };
    if (event.type.endsWith('Removed')) {
      db.write(`DELETE FROM ${writer.table} WHERE id = $1`, [id]);
    } else {
      writer.upsert(db, id, data as never, event.metadata.occurredAt);
    }
  },
});
