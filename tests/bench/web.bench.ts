/**
 * `npm run bench:web`: Lighthouse (the npm package) on Debian's Chromium against the
 * production builds of web-public and web-admin served by the api: the services page and
 * the booking wizard (issue 5: performance >= 90, accessibility >= 95, the services page's
 * initial JavaScript <= 250 KB gzip), the console's login, home, bookings and the manong's
 * bookings, the customer's My Bookings and profile, signed in as their users (issue 24:
 * performance >= 90 on a phone, 100 on a desktop for the console, accessibility 100).
 * Then axe-core on those pages, the wizard's steps and the manage-booking page: no
 * critical or serious violation on the console's and the customer's.
 *
 * Each page twice: Lighthouse's default (mobile) settings, a mid-range phone on a slow 4G
 * line with a 4x slower CPU, simulated; and its desktop preset. The targets are judged on
 * both. Prints PASS/FAIL per target, writes tests/bench/results/web.json, and exits 0
 * whether the targets are met or not.
 *
 * The simulation scales the CPU time it observed, so on a busy machine the scores swing
 * (blocking time most): `--runs N` reports the median run with the spread, and a second
 * table gives figures that hardly depend on the load (bytes, requests, layout shift, long
 * tasks, the LCP element). `--page` and `--form` narrow the run; `--help` lists the flags.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '../browser/support/chromium.js';
import { commandLine, formatTable, formatVerdicts, machineInfo, machineLine, printSection, writeResults, type TargetResult } from './report.js';
import { axeCounts, type AxeCounts } from './web/axe.js';
import { diagnostics, type Diagnostics } from './web/diagnostics.js';
import { parseOptions, usage, type FormName } from './web/options.js';
import { AXE_SCREENS, PAGES, settledAt, type BenchPage } from './web/pages.js';
import { signInAs, startBenchServer, type BenchWorld, type Role } from './web/world.js';

const SERVICES_JS_KB = 250;
const FORM_FACTORS: { name: FormName; config?: Config }[] = [{ name: 'mobile' }, { name: 'desktop', config: desktopConfig }];

interface PageResult {
  name: string;
  page: BenchPage;
  form: FormName;
  url: string;
  performance: number;
  accessibility: number;
  /** Audits below a full score, for what to fix next. */
  failing: { id: string; title: string; score: number | null; displayValue?: string; where?: string }[];
  metrics: Record<string, string | undefined>;
  scripts: string[];
  diagnostics: Diagnostics;
  /** The 1-minute load average as the run started. */
  load: number;
}

/** The median run by performance, with every run's score and load for the spread. */
interface PageSummary extends PageResult {
  runs: { performance: number; load: number }[];
}

const say = (text: string) => process.stdout.write(`${text}\n`);

/** An accessibility audit's first failing element, for what to fix. */
function where(details: unknown): { where?: string } {
  const node = (details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items?.[0]?.node;
  return node ? { where: `${node.selector ?? ''} ${node.snippet ?? ''}`.slice(0, 160) } : {};
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One Lighthouse run of `url`. On a busy machine Chromium now and then loses the trace's
 * navigation start (NO_NAVSTART): such a run is tried again, up to twice, rather than
 * ending the whole benchmark.
 */
async function lighthouseRun(port: number, url: string, config: Config | undefined, tries = 3): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && tries > 1) {
    say(`  no navigation start in the trace of ${url}: running it again`);
    return lighthouseRun(port, url, config, tries - 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function audit(port: number, page: BenchPage, form: FormName, url: string, config?: Config, lhrDir?: string): Promise<PageResult> {
  const load = machineInfo().loadAverage[0]!;
  const lhr = await lighthouseRun(port, url, config);
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    writeFileSync(path.join(lhrDir, `${page.key}-${form}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const ids = new Set([...(lhr.categories.performance?.auditRefs ?? []), ...(lhr.categories.accessibility?.auditRefs ?? [])].filter((r) => r.weight > 0).map((r) => r.id));
  const failing = Object.values(lhr.audits)
    .filter((a) => ids.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, score: a.score, ...(a.displayValue ? { displayValue: a.displayValue } : {}), ...where(a.details) }));
  const metric = (id: string) => lhr.audits[id]?.displayValue;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return {
    name: `${page.name} (${form})`,
    page,
    form,
    url,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    failing,
    metrics: { FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift'), SI: metric('speed-index') },
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    diagnostics: diagnostics(lhr),
    load,
  };
}

function median(runs: PageResult[]): PageSummary {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: runs.map((r) => ({ performance: r.performance, load: r.load })) };
}

const spread = (r: PageSummary) => (r.runs.length > 1 ? `${r.performance} (${Math.min(...r.runs.map((x) => x.performance))}-${Math.max(...r.runs.map((x) => x.performance))})` : String(r.performance));

/**
 * The scripts a page loaded, at the size gzip makes them, read right after the audit: a
 * build of web-public in the meantime replaces the hashed files.
 */
async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
      if (!res.ok) throw new Error(`${url}: ${res.status} (was the front end rebuilt during the run?)`);
      return gzipSync(Buffer.from(await res.arrayBuffer())).length;
    }),
  );
  return sizes.reduce((sum, n) => sum + n, 0);
}

/** axe on each page and on the screens reached by steps, signed in as each needs. */
async function axePass(browser: Browser, baseUrl: string, world: BenchWorld, pages: BenchPage[]): Promise<{ name: string; target: boolean; counts: AxeCounts }[]> {
  const found: { name: string; target: boolean; counts: AxeCounts }[] = [];
  const look = async (role: Role | undefined, target: boolean, steps: (page: Page) => AsyncGenerator<string>) => {
    await signInAs(browser, baseUrl, world, role);
    const page = await browser.contexts()[0]!.newPage();
    try {
      for await (const screen of steps(page)) {
        say(`axe: ${screen}…`);
        found.push({ name: screen, target, counts: await axeCounts(page) });
      }
    } finally {
      await page.close();
    }
  };
  for (const p of pages) {
    await look(p.as, p.axeTarget, async function* (page) {
      await settledAt(page, `${baseUrl}${p.path}`);
      yield p.name;
    });
  }
  for (const screen of AXE_SCREENS) await look(screen.as, true, (page) => screen.visit(page, baseUrl, world.managePath));
  return found;
}

async function main(): Promise<void> {
  const options = commandLine(parseOptions, usage);
  if (!options) return;
  const pages = PAGES.filter((p) => options.pages.includes(p.key));
  const forms = options.lighthouse ? FORM_FACTORS.filter((f) => options.forms.includes(f.name)) : [];
  const { server, world } = await startBenchServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  // The same browser, driven to sign in before an audit and for axe: Lighthouse keeps cookies.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const results: PageSummary[] = [];
  let servicesJs: { bytes: number; files: number } | undefined;
  let axe: Awaited<ReturnType<typeof axePass>> = [];
  try {
    for (const form of forms) {
      for (const page of pages) {
        await signInAs(browser, server.baseUrl, world, page.as);
        const runs: PageResult[] = [];
        for (let run = 1; run <= options.runs; run++) {
          say(`Lighthouse (${form.name}): ${page.name} (${page.path}), run ${run} of ${options.runs}…`);
          runs.push(await audit(chrome.port, page, form.name, `${server.baseUrl}${page.path}`, form.config, options.lhrDir));
          if (page.key === 'services' && !servicesJs) servicesJs = { bytes: await gzipBytes(runs[0]!.scripts), files: runs[0]!.scripts.length };
        }
        results.push(median(runs));
      }
    }
    if (options.axe) axe = await axePass(browser, server.baseUrl, world, pages);
  } finally {
    await browser.close();
    await chrome.kill();
    await server.close();
  }

  printSection(
    `Lighthouse on the production builds served by the api (mobile: simulated slow 4G and 4x CPU slowdown; desktop: its preset); median of ${options.runs} run(s)`,
    [
      machineLine(),
      formatTable(
        ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'load avg'],
        results.map((r) => [r.name, spread(r), r.accessibility, r.metrics.FCP ?? '', r.metrics.LCP ?? '', r.metrics.TBT ?? '', r.metrics.CLS ?? '', r.metrics.SI ?? '', r.runs.map((x) => x.load.toFixed(1)).join(' ')]),
      ),
      'Figures that hardly depend on the load (median run; long tasks and main-thread time are observed, so they do):',
      formatTable(
        ['page', 'KB sent', 'requests', 'scripts', 'render-blocking', 'unused JS KB', 'long tasks', 'main thread ms', 'chain', 'LCP element'],
        results.map(({ name, diagnostics: d }) => [name, d.transferKB, d.requests, d.scripts, d.renderBlocking, d.unusedJsKB, d.longTasks, d.mainThreadMs, d.chainLength, d.lcpElement]),
      ),
      ...(servicesJs ? [`services page initial JavaScript: ${(servicesJs.bytes / 1024).toFixed(1)} KB gzip in ${servicesJs.files} files`] : []),
      ...results.flatMap((r) => (r.failing.length ? [`${r.name}: audits below full score:`, ...r.failing.map((a) => `  ${a.id} (${a.score})${a.displayValue ? ` ${a.displayValue}` : ''}${a.where ? ` at ${a.where}` : ''}`)] : [])),
      ...(axe.length
        ? [
            'axe-core violations by impact:',
            formatTable(
              ['page', 'critical', 'serious', 'moderate', 'minor', 'critical and serious rules (nodes)'],
              axe.map(({ name, counts: c }) => [name, c.critical, c.serious, c.moderate, c.minor, c.worst.join(', ')]),
            ),
          ]
        : []),
    ].join('\n'),
  );
  const targets: TargetResult[] = [
    ...results.flatMap((r) => {
      const performance = r.page.targets[r.form];
      const accessibility = r.page.targets.accessibility;
      return [
        { name: `${r.name}: performance`, target: `>= ${performance}`, actual: String(r.performance), pass: r.performance >= performance },
        { name: `${r.name}: accessibility`, target: `>= ${accessibility}`, actual: String(r.accessibility), pass: r.accessibility >= accessibility },
      ];
    }),
    ...(servicesJs
      ? [{ name: 'services page initial JS (gzip)', target: `<= ${SERVICES_JS_KB} KB`, actual: `${(servicesJs.bytes / 1024).toFixed(1)} KB`, pass: servicesJs.bytes <= SERVICES_JS_KB * 1024 }]
      : []),
    ...axe
      .filter((a) => a.target)
      .map(({ name, counts: c }) => ({ name: `${name}: axe critical and serious`, target: '0', actual: String(c.critical + c.serious), pass: c.critical + c.serious === 0 })),
  ];
  say(formatVerdicts(targets));
  const file = writeResults('web', {
    machine: machineInfo(),
    lighthouse: 'mobile defaults and the desktop preset',
    runs: options.runs,
    pages: results.map(({ page: _, ...r }) => r),
    axe,
    servicesInitialJsGzipBytes: servicesJs?.bytes ?? null,
    targets,
  });
  say(`figures written to ${file}`);
}

await main();
process.exit(process.exitCode ?? 0);
