/** Users with their roles and addresses: sign-in, the employee and customer lists, role checks. */
import { userEventTypes, type UserEvent } from '@app/core/accounts/userEvents';
import { defineProjection } from '../../projection.js';

export const users = defineProjection({
  name: 'users',
  version: 3,
  eventTypes: userEventTypes,
  tables: `
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      first_name text NOT NULL,
      middle_name text,
      last_name text NOT NULL,
      email text NOT NULL UNIQUE,
      contact_number text,
      roles text[] NOT NULL,
      picture text,
      -- The customer's choice about text messages (reminders); yes until they say no.
      text_messages boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX users_roles ON users USING gin (roles);
    CREATE TABLE addresses (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      city_id uuid NOT NULL,
      street_address text NOT NULL,
      barangay text NOT NULL,
      type_of_home text NOT NULL,
      contact_number text,
      apartment_no text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX addresses_user ON addresses (user_id);`,
  async handle(db, recorded) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        db.write(
          `INSERT INTO users (id, first_name, middle_name, last_name, email, contact_number, roles, picture, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
          [d.userId, d.firstName, d.middleName, d.lastName, d.email, d.contactNumber, d.roles, d.picture ?? null, at],
        );
        return;
      }
      case 'UserProfileUpdated': {
        const d = event.data;
        db.write(`UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, email = $5, contact_number = $6, updated_at = $7 WHERE id = $1`, [
          d.userId,
          d.firstName,
          d.middleName,
          d.lastName,
          d.email,
          d.contactNumber,
          at,
        ]);
        return;
      }
      case 'UserRolesChanged':
        db.write('UPDATE users SET roles = $2, updated_at = $3 WHERE id = $1', [event.data.userId, event.data.roles, at]);
        return;
      case 'UserPictureChanged':
        db.write('UPDATE users SET picture = $2, updated_at = $3 WHERE id = $1', [event.data.userId, event.data.picture, at]);
        return;
      case 'UserRemoved':
        db.write('DELETE FROM users WHERE id = $1', [event.data.userId]);
        return;
      case 'AddressAdded':
      case 'AddressUpdated': {
        const d = event.data;
        db.write(
          `INSERT INTO addresses (id, user_id, city_id, street_address, barangay, type_of_home, contact_number, apartment_no, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
           ON CONFLICT (id) DO UPDATE SET city_id = $3, street_address = $4, barangay = $5, type_of_home = $6, contact_number = $7, apartment_no = $8, updated_at = $9`,
          [d.addressId, d.userId, d.cityId, d.streetAddress, d.barangay, d.typeOfHome, d.contactNumber, d.apartmentNo, at],
        );
        return;
      }
      case 'AddressRemoved':
        db.write('DELETE FROM addresses WHERE id = $1 AND user_id = $2', [event.data.addressId, event.data.userId]);
        return;
      case 'TextMessagesChosen':
        db.write('UPDATE users SET text_messages = $2, updated_at = $3 WHERE id = $1', [event.data.userId, event.data.allowed, at]);
        return;
    }
  },
});

export async function administratorExists(db: { query: (sql: string) => Promise<{ rowCount: number | null }> }): Promise<boolean> {
  const result = await db.query(`SELECT 1 FROM rm_users.users WHERE roles @> ARRAY['administrator'] LIMIT 1`);
  return (result.rowCount ?? 0) > 0;
}
