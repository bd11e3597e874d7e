/**
 * Private uploads (work permits): checked by content like every upload (uploads.ts), but
 * written under DATA_DIR/private/<folder>, outside the public /uploads static folder, and
 * served only through an authorized route with a safe `Content-Disposition`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../http/problems.js';

export const PERMIT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
const MIME_BY_EXT: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };
/** Server-made names only: a uuid and the detected type's extension. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg)$/;

export interface PrivateFile {
  /** The server-made name on disk. */
  storedName: string;
  /** The original name made safe, with the detected type's extension. */
  fileName: string;
}

/**
 * A person's file name, safe for a header and a download: letters, digits, dot, dash,
 * underscore and space, at most 100 characters, and the extension of what the file is.
 */
export function safeFileName(original: string, ext: string): string {
  const base = path.basename(original.replaceAll('\\', '/')).replace(/\.[^.]*$/, '');
  const cleaned = base.normalize('NFKD').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[^A-Za-z0-9._ -]/g, '').replace(/\s+/g, ' ').replace(/^[.\s]+/, '').trim().slice(0, 100);
  return `${cleaned || 'file'}.${ext}`;
}

export function privateFiles(dataDir: string) {
  const root = path.resolve(dataDir, 'private');
  return {
    /** Checks every file's content first, then writes them all: a refused upload leaves no file. */
    async storeAll(files: Express.Multer.File[], folder: string, allowed: readonly string[], field: string): Promise<PrivateFile[]> {
      const names = allowed.map((m) => m.split('/')[1]).join(', ');
      const message = `The ${field} must be a file of type: ${names}.`;
      const typed = await Promise.all(files.map(async (file) => ({ file, type: await fileTypeFromBuffer(file.buffer) })));
      if (typed.some(({ type }) => !type || !allowed.includes(type.mime))) throw new HttpError('validation_failed', message, { [field]: [message] });
      await mkdir(path.join(root, folder), { recursive: true });
      const stored: PrivateFile[] = [];
      for (const { file, type } of typed) {
        const storedName = `${randomUUID()}.${type!.ext}`;
        await writeFile(path.join(root, folder, storedName), file.buffer, { flag: 'wx' });
        stored.push({ storedName, fileName: safeFileName(file.originalname, type!.ext) });
      }
      return stored;
    },

    /** Sends a stored file as a download under its safe name. */
    async send(res: Response, folder: string, storedName: string, fileName: string): Promise<void> {
      if (!STORED_NAME.test(storedName)) throw new HttpError('not_found', 'File not found.');
      let content: Buffer;
      try {
        content = await readFile(path.join(root, folder, storedName));
      } catch {
        throw new HttpError('not_found', 'File not found.');
      }
      const ext = storedName.split('.').pop()!;
      const name = safeFileName(fileName, ext);
      res.set({
        'Content-Type': MIME_BY_EXT[ext] ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'private, no-store',
      });
      res.send(content);
    },
  };
}
