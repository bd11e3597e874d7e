/**
 * Bull Board for administrators at /admin/queues: the queues' jobs, retries and failures.
 *
 * The page's entry is in the policy table ('GET /admin/queues', administrators), so the
 * authorization matrix covers it; Bull Board's own sub-paths (its JSON api and static
 * files, and its retry/clean/pause calls) sit behind the same policy's check and the CSRF
 * check (its front end sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN, as axios does).
 *
 * The queues are opened on the first administrator's visit, so an api that nobody opens
 * the board on holds no extra Redis connections.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { RequestHandler } from 'express';
import { defaultJobOptions, QUEUES } from '@app/core/queues/queues';
import { createRedis } from '@app/core/redis';
import type { ApiContext } from '../context.js';
import { verifyCsrf } from '../http/csrf.js';
import { policies } from '../http/policy.js';
import { authorize, type Routes } from '../http/routing.js';

export const QUEUE_BOARD_PATH = '/admin/queues';

export function queueBoardRoutes(routes: Routes, ctx: ApiContext): void {
  let board: RequestHandler | undefined;
  const open = (): RequestHandler => {
    if (board) return board;
    const connection = createRedis(ctx.config, { name: 'queue-board' });
    const queues = Object.values(QUEUES).map((name) => new Queue(name, { connection, prefix: ctx.config.QUEUE_PREFIX, defaultJobOptions }));
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter, options: { uiConfig: { boardTitle: 'Queues' } } });
    board = serverAdapter.getRouter() as RequestHandler;
    return board;
  };
  // The page itself: authorized by the policy table, then served by the board below.
  routes.add(`GET ${QUEUE_BOARD_PATH}`, (_req, _res, next) => next());
  routes.router.use(QUEUE_BOARD_PATH, authorize(policies[`GET ${QUEUE_BOARD_PATH}`].access), verifyCsrf, (req, res, next) => open()(req, res, next));
}
