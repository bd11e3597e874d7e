/** Users with their roles: sign-in, the employee and customer lists, role checks. */
import { defineProjection } from '../../projection.js';

interface Registered {
  userId: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  contactNumber: string | null;
  roles: string[];
}

export const users = defineProjection({
  name: 'users',
  version: 1,
  eventTypes: ['UserRegistered'],
  tables: `
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      first_name text NOT NULL,
      middle_name text,
      last_name text NOT NULL,
      email text NOT NULL UNIQUE,
      contact_number text,
      roles text[] NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX users_roles ON users USING gin (roles);`,
  async handle(db, event) {
    const data = event.data as Registered;
    await db.query(
      `INSERT INTO users (id, first_name, middle_name, last_name, email, contact_number, roles, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [data.userId, data.firstName, data.middleName, data.lastName, data.email, data.contactNumber, data.roles, event.metadata.occurredAt],
    );
  },
});

export async function administratorExists(db: { query: (sql: string) => Promise<{ rowCount: number | null }> }): Promise<boolean> {
  const result = await db.query(`SELECT 1 FROM rm_users.users WHERE roles @> ARRAY['administrator'] LIMIT 1`);
  return (result.rowCount ?? 0) > 0;
}
