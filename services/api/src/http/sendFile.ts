/**
 * The one way the api sends a file from disk. Express's res.sendFile (the `send` module)
 * refuses any path with a segment that starts with a dot unless it is told which part is
 * the root it chose: the default DATA_DIR is `.data`, and a checkout may itself live under
 * a dot-folder, so an absolute path would answer 404 for every report and page. Here the
 * caller names the folder and the path below it; only the part below is checked for
 * dot-segments and `..`, which keeps a client's `/.env.js` refused.
 */
import type { Response } from 'express';

export interface SendOptions {
  headers?: Record<string, string>;
}

export function sendFileUnder(res: Response, root: string, relativePath: string, options: SendOptions, done: (error?: Error & { code?: string }) => void): void {
  res.sendFile(relativePath, { ...options, root, dotfiles: 'deny' }, done);
}
