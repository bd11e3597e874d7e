/** The README's configuration table and the configuration module name the same variables. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, knownVariables, parseConfig } from '@app/core/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Production topology'));
const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);

describe('configuration', () => {
  it('documents every variable the configuration module knows, and no other', () => {
    expect([...documented].sort()).toEqual([...knownVariables].sort());
  });

  it('has a working default for everything, so npm start needs no environment', () => {
    const config = parseConfig({});
    expect(config.API_PORT).toBe(3000);
    expect(config.EVENTSTORE_CONNECTION_STRING).toBeUndefined();
  });

  it('keeps the operator ports (metrics, health; no sign-in) on loopback unless opened, as README says', () => {
    expect(parseConfig({}).OPERATOR_HOST).toBe('127.0.0.1');
    expect(section).toMatch(/^\| `OPERATOR_HOST` \| `127\.0\.0\.1` \|/m);
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => parseConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ BOOTSTRAP_ADMIN_PASSWORD: 'short' })).toThrow(/BOOTSTRAP_ADMIN_PASSWORD/);
  });

  it('never loads demo data in production unless asked to', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).DEMO_DATA).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
  });
});
