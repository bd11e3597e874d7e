/**
 * Command-line flags of the reports benchmark:
 *   npm run bench:reports -- --rows 100000 --runs 2
 */
import { parseArgs } from 'node:util';

export interface ReportsBenchOptions {
  /** Bookings in the read model, all inside the report's range. */
  rows: number;
  /** Times the same report is built (one worker process, so the peak covers them all). */
  runs: number;
}

export const usage = `Usage: npm run bench:reports -- [flags]
  --rows N   bookings filled into the read model and reported (100000)
  --runs N   times the bookings report is built (2)`;

export function parseOptions(argv: string[]): ReportsBenchOptions | 'help' {
  const { values } = parseArgs({ args: argv, options: { rows: { type: 'string', default: '100000' }, runs: { type: 'string', default: '2' }, help: { type: 'boolean', default: false } } });
  if (values.help) return 'help';
  const positive = (name: string, text: string) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  return { rows: positive('rows', values.rows), runs: positive('runs', values.runs) };
}
