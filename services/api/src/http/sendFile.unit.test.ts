import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFileUnder } from './sendFile.js';

// A root like `npm start`'s default DATA_DIR: a dot-folder in its path.
let root: string;

beforeAll(() => {
  root = path.join(mkdtempSync(path.join(tmpdir(), 'send-file-')), '.data', 'reports');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'report.txt'), 'a report');
  writeFileSync(path.join(root, '.secret'), 'secret');
});

afterAll(() => rmSync(path.dirname(path.dirname(root)), { recursive: true, force: true }));

const app = () =>
  express().get('/file/:name', (req, res) => {
    sendFileUnder(res, root, req.params.name, {}, (error) => {
      if (error && !res.headersSent) res.status(404).end();
    });
  });

describe('sendFileUnder', () => {
  it('sends a file from a folder below a dot-folder (the default .data)', async () => {
    const res = await request(app()).get('/file/report.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe('a report');
  });

  it('still refuses a dot-file below the root', async () => {
    expect((await request(app()).get('/file/.secret')).status).toBe(404);
  });

  it('is the only caller of res.sendFile in the api, so no absolute path can bring the 404 back', () => {
    const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const callers = (readdirSync(src, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[])
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.includes('.test.'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => /\.sendFile\(/.test(readFileSync(file, 'utf8')));
    expect(callers.map((file) => path.relative(src, file))).toEqual([path.join('http', 'sendFile.ts')]);
  });
});
