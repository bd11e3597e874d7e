/**
 * `npm run bench:renders`: how much React renders to load a console page, counted rather
 * than timed (a phone's main thread is what Lighthouse's total blocking time measures, and
 * on this shared 2-core host its timings drift by tens of percent; the counts do not).
 * The production build served by the api, in Debian's Chromium at 375 px (a phone; the
 * console's phone layout), signed in as each page needs; each page loaded twice (the first
 * warms the browser's cache, as Lighthouse's own first pass does not, so the second is
 * reported). Prints, per page, the commits, the components rendered and mounted, and the
 * biggest commits with the components that started their re-renders (names are minified
 * in the production build: `cd web-admin && npx vite build --minify false` gives real ones).
 *
 *   npm run bench:renders -- --page console-bookings --width 1440
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../browser/support/chromium.js';
import { formatTable, machineLine, printSection, writeResults } from './report.js';
import { installCommitCounter, type CommitCount } from './renders/commitCounter.js';
import { PAGES } from './web/pages.js';
import { signInAs, startBenchServer, type BenchWorld } from './web/world.js';

const CONSOLE_PAGES = ['console-home', 'console-bookings', 'manong-bookings'];
/** A page has settled when React has committed nothing for this long. */
const QUIET_MS = 3_000;

async function countLoad(browser: Browser, baseUrl: string, world: BenchWorld, key: string, width: number): Promise<CommitCount[]> {
  const page = PAGES.find((p) => p.key === key)!;
  const context = await browser.newContext({ viewport: { width, height: 812 } });
  try {
    // signInAs signs in the first context of the browser it is given.
    await signInAs({ contexts: () => [context] } as unknown as Browser, baseUrl, world, page.as);
    let commits: CommitCount[] = [];
    for (let load = 0; load < 2; load++) {
      const tab = await context.newPage();
      // tsx names the functions it compiles with a helper (__name) the page does not have.
      await tab.addInitScript('globalThis.__name = (f) => f;');
      await tab.addInitScript(installCommitCounter);
      await tab.goto(`${baseUrl}${page.path}`);
      await tab.waitForFunction(
        (quiet) => {
          const c = (globalThis as unknown as { __commitCounts?: { at: number }[] }).__commitCounts;
          return !!c && c.length > 0 && performance.now() - c[c.length - 1]!.at > quiet;
        },
        QUIET_MS,
        { timeout: 60_000, polling: 250 },
      );
      commits = await tab.evaluate(() => (globalThis as unknown as { __commitCounts: CommitCount[] }).__commitCounts);
      await tab.close();
    }
    return commits;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { page: { type: 'string', multiple: true }, width: { type: 'string', default: '375' } } });
  const keys = values.page ?? CONSOLE_PAGES;
  for (const key of keys) if (!PAGES.some((p) => p.key === key)) throw new Error(`--page ${key}: not one of ${PAGES.map((p) => p.key).join(', ')}`);
  const width = Number(values.width);
  const { server, world } = await startBenchServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: { page: string; commits: CommitCount[] }[] = [];
  try {
    for (const key of keys) results.push({ page: key, commits: await countLoad(browser, server.baseUrl, world, key, width) });
  } finally {
    await browser.close();
    await server.close();
  }
  const sum = (c: CommitCount[], f: (x: CommitCount) => number) => c.reduce((n, x) => n + f(x), 0);
  printSection(
    `React renders loading each console page at ${width} px (the second of two loads), production build`,
    [
      machineLine(),
      formatTable(
        ['page', 'commits', 'components rendered', 'of them mounted', 'biggest commits (rendered: started by)'],
        results.map(({ page, commits }) => [
          page,
          commits.length,
          sum(commits, (c) => c.rendered),
          sum(commits, (c) => c.mounted),
          [...commits]
            .sort((a, b) => b.rendered - a.rendered)
            .slice(0, 4)
            .map((c) => `${c.rendered}${c.starters.length ? `: ${[...new Set(c.starters)].slice(0, 4).join(' ')}` : ''}`)
            .join('; '),
        ]),
      ),
    ].join('\n'),
  );
  const file = writeResults('renders', { width, pages: results.map(({ page, commits }) => ({ page, commits: commits.length, rendered: sum(commits, (c) => c.rendered), mounted: sum(commits, (c) => c.mounted), each: commits })) });
  process.stdout.write(`figures written to ${file}\n`);
}

await main();
process.exit(process.exitCode ?? 0);
