/**
 * web-admin's texts live in one place, the i18n provider (web-admin/src/i18n/en.ts): what
 * the console shows names a key (`resources.*`, `app.*`, `ra.*`), not the words themselves:
 * text between JSX tags, text props (label, title, placeholder, helperText, a confirmation's
 * content, ...) and notify() messages. A key the source names must be in en.ts, or the
 * console would show the key itself (the provider shows an unknown text as it is).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../web-admin/src/i18n/en.js';
import { hardCodedTexts, keysNamed } from './hardCodedTexts.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'web-admin', 'src');

/** Issue 27: 123 hard-coded labels at first, 84 label props before the move, then 46 texts of every kind found here. */
const CEILING = 0;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const sources = () => [...sourceFiles(src)].map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

function lookUp(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
}

describe('web-admin texts', () => {
  it(`come from the i18n provider, but for at most ${CEILING} written in the source`, () => {
    const found = sources().flatMap(({ file, text }) => hardCodedTexts(file, text).map((t) => `${file}:${t.line}: ${t.text}`));
    expect(found.length, `hard-coded texts (put the words in web-admin/src/i18n/en.ts and pass its key):\n${found.join('\n')}`).toBeLessThanOrEqual(CEILING);
  });

  it('name keys that en.ts has', () => {
    const missing = sources().flatMap(({ file, text }) => keysNamed(file, text).filter((k) => typeof lookUp(k.text) !== 'string').map((k) => `${file}:${k.line}: ${k.text}`));
    expect(missing, 'keys missing from web-admin/src/i18n/en.ts').toEqual([]);
  });

  it('are caught wherever they are written', () => {
    const planted = `
      export function Planted({ id }: { id: string }) {
        const notify = useNotify();
        notify('Saved!', { type: 'success' });
        notify(id ? \`Booking \${id} saved\` : 'app.message.booked');
        return (
          <Card title="Booking" aria-label={\`Booking \${id}\`}>
            <TextInput source="code" placeholder="Code" helperText={id ? 'app.planner.time_hint' : 'Any code'} />
            <Confirm content="Really?" confirm="app.action.yes" cancel={'No'} />
            <ImageField source="src" title="title" />
            Welcome {id}
          </Card>
        );
      }`;
    const found = hardCodedTexts('Planted.tsx', planted).map((t) => t.text);
    expect(found).toEqual(['Saved!', 'Booking ${} saved', 'Booking', 'Booking ${}', 'Code', 'Any code', 'Really?', 'No', 'Welcome']);
  });
});
