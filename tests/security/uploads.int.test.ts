/**
 * Hostile uploads to the customer's work permits (private) and an administrator's
 * category image (public): content that is not its claimed type, a file over 5 MB, and a
 * path-traversal file name. Refused with 422; no event appended and no file written
 * anywhere under DATA_DIR (nor at the traversal's target). Names are never used on disk:
 * a traversal name on a genuine file is stored under a server-made name only.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, planSlot, seedCatalogue } from '../../services/api/test/bookings.support.js';
import { place, type Placed } from '../../services/api/test/bookings.customer.support.js';
import { PNG } from '../../services/api/test/people.support.js';
import { storeHead } from './storeHead.js';
import { startStack, type TestClient, type TestStack } from '../../services/api/test/support/stack.js';

let stack: TestStack;
let admin: TestClient;
let customer: TestClient;
let booking: Placed;

beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  const c = await seedCatalogue(admin);
  customer = (await stack.signedIn('customer')).client;
  booking = await place(customer, c, await planSlot(stack, 3), await addAddress(customer, c.cityId));
  await stack.settled();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** Every file under DATA_DIR, relative (the session secret included: it does not change). */
function filesUnderDataDir(dir = stack.config.DATA_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(stack.config.DATA_DIR, path.join(e.parentPath, e.name)))
    .sort();
}

const head = () => storeHead(stack.store);

const TEXT = Buffer.from('root:x:0:0:root:/root:/bin/bash\n');
/** A PNG signature followed by 5 MB and a byte of padding: the right type, the wrong size. */
const OVERSIZED = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length + 1)]);
const TRAVERSAL = '../../etc/passwd.png';

interface Target {
  name: string;
  field: string;
  send(file: [Buffer, string]): Promise<{ status: number; body: { errors?: Record<string, string[]> } }>;
}

const targets: Target[] = [
  { name: 'POST /api/work-permits', field: 'permits', send: (file) => customer.multipart('post', '/api/work-permits', { id: booking.id }, { 'permits[]': file }) },
  { name: 'POST /api/categories (image)', field: 'image', send: (file) => admin.multipart('post', '/api/categories', { name: 'Painting', description: 'Walls', is_for_fixed_price: 'true' }, { image: file }) },
];

for (const target of targets) {
  describe(target.name, () => {
    const refused = async (file: [Buffer, string]) => {
      const files = filesUnderDataDir();
      const before = await head();
      const res = await target.send(file);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual([expect.stringMatching(new RegExp(`^${target.field}`))]);
      expect(await head()).toBe(before);
      expect(filesUnderDataDir()).toEqual(files);
    };

    it('refuses a .png that is text', () => refused([TEXT, 'photo.png']), 60_000);
    it('refuses a file over 5 MB', () => refused([OVERSIZED, 'big.png']), 60_000);
    it('refuses a path-traversal name on content that is not an image', () => refused([TEXT, TRAVERSAL]), 60_000);

    it('never writes where a traversal name points: a genuine image is stored under a server-made name', async () => {
      const before = filesUnderDataDir();
      const res = await target.send([PNG, TRAVERSAL]);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const added = filesUnderDataDir().filter((f) => !before.includes(f));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^(uploads|private)\/[a-z-]+\/[0-9a-f-]{36}\.png$/);
      expect(existsSync(path.resolve(stack.config.DATA_DIR, 'uploads', 'categories', TRAVERSAL))).toBe(false);
      expect(existsSync(path.resolve(stack.config.DATA_DIR, 'private', 'work-permits', TRAVERSAL))).toBe(false);
      expect(JSON.stringify(res.body)).not.toContain('..');
    }, 60_000);
  });
}
