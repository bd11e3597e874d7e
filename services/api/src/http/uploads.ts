/**
 * Uploaded files: parsed by multer into memory (bounded), their type decided by their
 * content (magic bytes, file-type), never by the name or the declared type, and written
 * under DATA_DIR/uploads with a random name and the extension of the detected type.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { HttpError } from './problems.js';
import { unsafeTextAt, unsafeTextError } from './textGuard.js';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface Uploads {
  /** Accepts multipart bodies (fields and files) as well as JSON. */
  multipart: RequestHandler;
  /** Checks a file's content against `allowed` and stores it; returns its public path. */
  store(file: Express.Multer.File, folder: string, allowed: readonly string[], field: string): Promise<string>;
  /** Serves stored files at /uploads. */
  serve: RequestHandler;
}

export function createUploads(dataDir: string): Uploads {
  const root = path.resolve(dataDir, 'uploads');
  const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 50 } });
  const any = parser.any();
  return {
    multipart: (req, res, next) =>
      any(req, res, (error?: unknown) => {
        if (error instanceof multer.MulterError) {
          const message = error.code === 'LIMIT_FILE_SIZE' ? 'The file may not be greater than 5 MB.' : 'The upload could not be read.';
          return next(new HttpError('validation_failed', message, { [error.field ?? 'file']: [message] }));
        }
        // Anything else the parser (busboy) throws is about the body the client sent: no
        // boundary, a malformed part, an early end.
        if (error) return next(new HttpError('validation_failed', 'The request body could not be read.', { _: ['Malformed multipart body'] }));
        // The edge's text rule (textGuard.ts) for what only this parser reads: fields and file names.
        const files = Array.isArray(req.files) ? req.files : [];
        const field = unsafeTextAt(req.body, '') ?? files.map((f) => unsafeTextAt(f.fieldname, '_') ?? unsafeTextAt(f.originalname, f.fieldname)).find(Boolean);
        next(field === undefined ? undefined : unsafeTextError(field));
      }),
    async store(file, folder, allowed, field) {
      const type = await fileTypeFromBuffer(file.buffer);
      if (!type || !allowed.includes(type.mime)) {
        const names = allowed.map((m) => m.split('/')[1]).join(', ');
        throw new HttpError('validation_failed', `The ${field.replaceAll('_', ' ')} must be a file of type: ${names}.`, { [field]: [`The ${field.replaceAll('_', ' ')} must be a file of type: ${names}.`] });
      }
      const name = `${randomUUID()}.${type.ext}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), file.buffer, { flag: 'wx' });
      return `/uploads/${folder}/${name}`;
    },
    serve: express.static(root, {
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => {
        res.set('X-Content-Type-Options', 'nosniff');
        res.set('Content-Security-Policy', "default-src 'none'");
      },
    }),
  };
}

/** The uploaded file of a field, if any. */
export function fileOf(files: unknown, field: string): Express.Multer.File | undefined {
  return Array.isArray(files) ? (files as Express.Multer.File[]).find((f) => f.fieldname === field) : undefined;
}

/** The uploaded files of an array field, sent as `field[]`, `field[0]`, ... or a repeated `field`. */
export function filesOf(files: unknown, field: string): Express.Multer.File[] {
  const named = (name: string) => name === field || name === `${field}[]` || (name.startsWith(`${field}[`) && /^\[\d+\]$/.test(name.slice(field.length)));
  return Array.isArray(files) ? (files as Express.Multer.File[]).filter((f) => named(f.fieldname)) : [];
}
