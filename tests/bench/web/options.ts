/**
 * Command-line flags of the web benchmark:
 *   npm run bench:web -- --runs 3 --page services --form mobile
 */
import { parseArgs } from 'node:util';
import { PAGE_NAMES, type PageName } from './pages.js';

export const FORM_NAMES = ['mobile', 'desktop'] as const;
export type FormName = (typeof FORM_NAMES)[number];

export interface WebBenchOptions {
  /** Lighthouse runs of each page and form factor; the median run (by performance) is reported. */
  runs: number;
  pages: PageName[];
  forms: FormName[];
  /** Run axe on each page and the wizard's steps too (on unless --no-axe). */
  axe: boolean;
  /** Run Lighthouse (on unless --axe-only). */
  lighthouse: boolean;
  /** A folder to write each run's whole Lighthouse report to (its traces' audits: bootup-time, long tasks, chains). */
  lhrDir?: string;
}

export const usage = `Usage: npm run bench:web -- [flags]
  --runs N       Lighthouse runs of each page and form factor; the median run is reported (1)
  --page NAME    only this page: ${PAGE_NAMES.join(', ')} (all; may be repeated)
  --form NAME    only this form factor: ${FORM_NAMES.join(' or ')} (both; may be repeated)
  --no-axe       skip axe's pass over the pages and the wizard's steps
  --axe-only     skip Lighthouse: only axe's pass
  --lhr DIR      write each run's Lighthouse report (JSON) into DIR, to see where the time goes`;

export function parseOptions(argv: string[]): WebBenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '1' },
      page: { type: 'string', multiple: true },
      form: { type: 'string', multiple: true },
      'no-axe': { type: 'boolean', default: false },
      'axe-only': { type: 'boolean', default: false },
      lhr: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a positive integer, got ${values.runs}`);
  return { runs, pages: oneOf('page', PAGE_NAMES, values.page), forms: oneOf('form', FORM_NAMES, values.form), axe: !values['no-axe'], lighthouse: !values['axe-only'], ...(values.lhr ? { lhrDir: values.lhr } : {}) };
}

function oneOf<T extends string>(flag: string, allowed: readonly T[], given: string[] | undefined): T[] {
  if (!given?.length) return [...allowed];
  for (const name of given) {
    if (!allowed.includes(name as T)) throw new Error(`--${flag} wants one of ${allowed.join(', ')}, got ${name}`);
  }
  return allowed.filter((name) => given.includes(name));
}
