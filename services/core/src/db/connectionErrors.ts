/**
 * Whether an error means PostgreSQL cannot be reached (down, restarting, connection cut),
 * as opposed to a statement's own failure: callers answer 503 and retry later for these.
 */
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    // SQLSTATE class 08 (connection exception); 57P01-03: shutdown, crash, not yet accepting.
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (NODE_CODES.has(code)) return true;
    // A server reached through its Unix socket (the embedded one) that is down has no socket file.
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}
