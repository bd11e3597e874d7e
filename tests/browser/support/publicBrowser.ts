/**
 * The set-up every test file that drives the public site in Chromium shares: the api
 * serving web-public (with `seed` run on it, then settled), one Chromium for the file,
 * and for each test a fresh context (its own cookies and cart) with a page and a
 * PublicSite at the given viewport. Registered as the describe's hooks; `bind` hands the
 * file its variables each time they change, so the tests read them as plain names.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { loadDemoSlots } from '@app/core/demo/loadDemoPlanner';
import { launchChromium } from './chromium.js';
import { startPublicServer, type PublicServer } from './publicServer.js';
import { PublicSite } from './publicSite.js';

export interface PublicBrowser {
  server: PublicServer;
  browser: Browser;
  /** The current test's context, page and PublicSite (undefined in beforeAll). */
  context: BrowserContext;
  page: Page;
  site: PublicSite;
}

interface Options {
  viewport: { width: number; height: number };
  /** More of the new context's options (acceptDownloads, ...). */
  context?: BrowserContextOptions;
  /** What the file needs in the api before its browser starts (the demo slots, a booking). */
  seed?: (server: PublicServer) => Promise<unknown>;
}

/** The demo planner's slots for the next 30 days: what the wizard's schedule step offers. */
export const demoSlots = (server: PublicServer) => loadDemoSlots(server.stack.store, systemContext());

export function usePublicBrowser({ viewport, context: contextOptions, seed }: Options, bind: (session: PublicBrowser) => void): void {
  const session = {} as PublicBrowser;

  beforeAll(async () => {
    session.server = await startPublicServer();
    await seed?.(session.server);
    await session.server.stack.settled();
    session.browser = await launchChromium();
    bind(session);
  }, 180_000);

  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  }, 60_000);

  beforeEach(async () => {
    session.context = await session.browser.newContext({ viewport, ...contextOptions });
    session.page = await session.context.newPage();
    session.page.on('pageerror', (error) => console.error('[page error]', error.message));
    session.site = new PublicSite(session.page, session.server.baseUrl);
    bind(session);
  });

  afterEach(async () => {
    await session.context?.close();
  });
}
