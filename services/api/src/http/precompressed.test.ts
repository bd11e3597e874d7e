import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { siteDirectives } from './securityHeaders.js';
import { mountWebApps } from './webApps.js';

// A public build with one script that has its gzip copy and one that has none.
let root: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  for (const app of ['public', 'admin']) {
    mkdirSync(path.join(root, app, 'assets'), { recursive: true });
    writeFileSync(path.join(root, app, 'index.html'), '<!doctype html><title>app</title>');
  }
  writeFileSync(path.join(root, 'public', 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(path.join(root, 'public', 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(root, 'public', 'assets', 'plain-def.js'), SCRIPT);
  writeFileSync(path.join(root, 'secret.js.gz'), gzipSync('secret'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = () => {
  const server = express();
  mountWebApps(server, { publicDist: path.join(root, 'public'), adminDist: path.join(root, 'admin'), directives: siteDirectives({ PUBLIC_URL: 'http://localhost:3000' }) });
  return server;
};

describe('precompressed build files', () => {
  it('sends the gzip copy to a browser that accepts gzip, typed and cached as the file itself', async () => {
    const res = await request(app()).get('/assets/index-abc.js').set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // supertest unzips what it reads; the length sent is the copy's.
    expect(res.text).toBe(SCRIPT);
    expect(Number(res.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
  });

  it('sends the plain file to a browser that does not accept gzip, and when there is no copy', async () => {
    for (const [url, encoding] of [['/assets/index-abc.js', 'identity'], ['/assets/plain-def.js', 'gzip']] as const) {
      const res = await request(app()).get(url).set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.text).toBe(SCRIPT);
    }
  });

  it('never reaches outside the build folder', async () => {
    const res = await request(app()).get('/assets/..%2F..%2Fsecret.js').set('Accept-Encoding', 'gzip');
    expect(res.status).not.toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
