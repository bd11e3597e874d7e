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
 *
 * Its page asks Google Fonts for IBM Plex Sans and Mono, which the site's CSP refuses
 * (style-src and font-src 'self'); the page links the same fonts from here instead
 * (@fontsource's stylesheets, which name each subset by unicode-range, so a browser
 * fetches the latin files only), so it looks as designed and talks to no other site.
 * tests/security/headers.int.test.ts notices a Bull Board release that changes the link.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import express, { type RequestHandler } from 'express';
import { defaultJobOptions, QUEUES } from '@app/core/queues/queues';
import { createRedis } from '@app/core/redis';
import type { ApiContext } from '../context.js';
import { verifyCsrf } from '../http/csrf.js';
import { policies } from '../http/policy.js';
import { authorize, type Routes } from '../http/routing.js';

export const QUEUE_BOARD_PATH = '/admin/queues';

const require = createRequire(import.meta.url);
// The weights the board's page asks Google Fonts for, per family, and the package of each.
const FONTS = {
  'ibm-plex-sans': { weights: [400, 500, 600], manifest: require.resolve('@fontsource/ibm-plex-sans/package.json') },
  'ibm-plex-mono': { weights: [400, 500], manifest: require.resolve('@fontsource/ibm-plex-mono/package.json') },
};
const GOOGLE_FONTS_LINK = /<link[^>]*href="https:\/\/fonts\.googleapis\.com\/[^>]*>/;
const LOCAL_FONTS_LINKS = Object.entries(FONTS)
  .flatMap(([family, { weights }]) => weights.map((weight) => `<link href="fonts/${family}/${weight}.css" rel="stylesheet">`))
  .join('');

/** GET fonts/<family>/<weight>.css and the font files it names, from the @fontsource packages. */
function localFonts(): express.Router {
  const router = express.Router();
  for (const [family, { manifest }] of Object.entries(FONTS)) {
    const files = express.static(path.dirname(manifest), { index: false, redirect: false, maxAge: '30d' });
    router.use(`/fonts/${family}`, (req, res, next) => (/\.(css|woff2?)$/.test(req.path) ? files(req, res, next) : next()));
  }
  return router;
}

/** The board's page with the Google Fonts link swapped for the local fonts' stylesheets. */
const withLocalFonts: RequestHandler = (_req, res, next) => {
  const render = res.render.bind(res);
  res.render = ((view: string, options?: object) =>
    render(view, options, (error: Error | null, html?: string) => (error ? next(error) : res.send(html!.replace(GOOGLE_FONTS_LINK, LOCAL_FONTS_LINKS))))) as typeof res.render;
  next();
};

export function queueBoardRoutes(routes: Routes, ctx: ApiContext): void {
  let board: RequestHandler | undefined;
  const open = (): RequestHandler => {
    if (board) return board;
    const connection = createRedis(ctx.config, { name: 'queue-board' });
    const queues = Object.values(QUEUES).map((name) => new Queue(name, { connection, prefix: ctx.config.QUEUE_PREFIX, defaultJobOptions }));
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter, options: { uiConfig: { boardTitle: 'Queues' } } });
    const app = serverAdapter.getRouter() as express.Express;
    app.disable('x-powered-by');
    board = app;
    return board;
  };
  // The page itself: authorized by the policy table, then served by the board below.
  routes.add(`GET ${QUEUE_BOARD_PATH}`, (_req, _res, next) => next());
  routes.router.use(QUEUE_BOARD_PATH, authorize(policies[`GET ${QUEUE_BOARD_PATH}`].access), verifyCsrf, localFonts(), withLocalFonts, (req, res, next) => open()(req, res, next));
}
