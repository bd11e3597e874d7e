/**
 * Command-line flags of the event store benchmark:
 *   npm run bench:eventstore -- --duration 10 --rounds 3
 */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Seconds of timed appends per contender and concurrency. */
  durationS: number;
  /** Seconds of untimed appends before each timed run (opens the pool's connections). */
  warmupS: number;
  concurrencies: number[];
  poolSize: number;
  /** Each contender × concurrency is measured this many times; the table shows the median. */
  rounds: number;
  streamLength: number;
  batchSize: number;
  /** `$all` holds at least this many events before the catch-up is timed. */
  catchUpMinEvents: number;
}

export const usage = `Usage: npm run bench:eventstore -- [flags]
  --duration S        seconds of timed appends per contender and concurrency (5)
  --warmup S          seconds of untimed appends before each timed run (1)
  --concurrency LIST  writer counts, comma-separated (1,8,16)
  --pool N            pg pool size of every contender (20)
  --rounds N          repeat every measurement N times, report the median (3)
  --stream-length N   events per stream before a writer starts a new one (20)
  --batch N           $all catch-up batch size (1000)
  --catchup-min N     events in $all before the catch-up is timed (100000)`;

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      concurrency: { type: 'string', default: '1,8,16' },
      pool: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '3' },
      'stream-length': { type: 'string', default: '20' },
      batch: { type: 'string', default: '1000' },
      'catchup-min': { type: 'string', default: '100000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const concurrencies = values.concurrency.split(',').map((c) => positive('concurrency', c, true));
  const poolSize = positive('pool', values.pool, true);
  if (Math.max(...concurrencies) > poolSize) throw new Error(`--pool ${poolSize} is smaller than the highest concurrency`);
  return {
    durationS: positive('duration', values.duration),
    warmupS: nonNegative('warmup', values.warmup),
    concurrencies,
    poolSize,
    rounds: positive('rounds', values.rounds, true),
    streamLength: positive('stream-length', values['stream-length'], true),
    batchSize: positive('batch', values.batch, true),
    catchUpMinEvents: nonNegative('catchup-min', values['catchup-min']),
  };
}

function positive(flag: string, raw: string, integer = false): number {
  const n = Number(raw);
  if (!(n > 0) || (integer && !Number.isInteger(n))) throw new Error(`--${flag} wants a positive ${integer ? 'integer' : 'number'}, got ${raw}`);
  return n;
}

function nonNegative(flag: string, raw: string): number {
  const n = Number(raw);
  if (!(n >= 0)) throw new Error(`--${flag} wants a number of 0 or more, got ${raw}`);
  return n;
}
