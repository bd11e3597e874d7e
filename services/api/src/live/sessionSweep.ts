/**
 * A socket outlives the HTTP request that opened it. So that signing out (or a session
 * expiring or being destroyed) also ends live delivery, the sockets of this process are
 * checked against the session table now and then, and those whose session is gone are
 * disconnected. Each api process checks only its own sockets.
 */
import type { Server } from 'socket.io';
import type { Pool } from '@app/core/db/pool';
import type { Logger } from '@app/core/logger';

const SWEEP_MS = 30_000;

export function startSessionSweep(io: Server<never, never, never, { sessionId: string }>, pool: Pool, log: Logger, everyMs = SWEEP_MS): { stop(): void; sweep(): Promise<number> } {
  const sweep = async () => {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return 0;
    const ids = [...new Set(sockets.map((s) => s.data.sessionId))];
    const { rows } = await pool.query<{ sid: string }>('SELECT sid FROM auth.sessions WHERE sid = ANY($1::text[]) AND expire > now()', [ids]);
    const alive = new Set(rows.map((r) => r.sid));
    const ended = sockets.filter((s) => !alive.has(s.data.sessionId));
    for (const socket of ended) socket.disconnect(true);
    return ended.length;
  };
  const timer = setInterval(() => void sweep().catch((error: unknown) => log.warn({ err: error }, 'live: session sweep failed')), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), sweep };
}
