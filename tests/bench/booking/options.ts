/**
 * Command-line flags of the booking benchmark:
 *   npm run bench:booking -- --seconds 5 --fill 100000
 */
import { parseArgs } from 'node:util';

export interface BookingBenchOptions {
  /** Seconds of timed booking. */
  seconds: number;
  /** Seconds of booking after the timed part with every statement logged, to count statements and commits (0 skips). */
  countS: number;
  /** The counting window's customers a second, arriving at random (0, the default: the timed load's own customers). */
  countRate: number;
  /** Seconds of untimed booking before (warms pools, JIT, caches). */
  warmupS: number;
  /** Customers booking at once (each one loop: book, then pay). */
  concurrency: number;
  /** Instead: visits per second arriving at random, however many are in flight (open loop); 0 for the closed loop. */
  rate: number;
  /** Signed-in customers; each loop books as one of them in turn. */
  customers: number;
  /** Slots planned for the run, 50 seats each (the slot decider's maximum). */
  slots: number;
  /** One booking in this many has its read-model visibility polled after its 201. */
  lagEvery: number;
  /** Rows put in the bookings read model for the list queries (0 skips that part). */
  fill: number;
  /** Timed calls per admin list query shape. */
  samples: number;
  /** At most this many seconds per query shape (fewer samples when a query is slow). */
  shapeSeconds: number;
  /** Skip the HTTP booking part. */
  skipBooking: boolean;
  /** Book without the shared coupon (its stream is the hot spot every booking appends to). */
  noCoupon: boolean;
  /** api processes (`npm run api`) the customers are spread over. */
  apiProcesses: number;
  /** At the end, keep the database (and its filled rows) up until Ctrl-C, to query it by hand. */
  keep: boolean;
}

export const usage = `Usage: npm run bench:booking -- [flags]
  --seconds S         seconds of timed booking through HTTP (20)
  --warmup S          seconds of untimed booking first (3)
  --count S           seconds of booking after the timed part, every statement logged, to
                      count statements and commits per booking by process (10; 0 skips)
  --count-rate R      instead, R customers a second arriving at random in that window
                      (0: the timed load's customers, the default)
  --concurrency N     customers booking at once, each booking again when done (32)
  --rate R            instead, R customers a second arriving at random (open loop: the
                      latency at a given rate, however many are in flight)
  --customers N       signed-in customer accounts (64)
  --slots N           slots of 50 seats planned (400: 20,000 seats)
  --lag-every N       poll the read model after every Nth booking's 201 (10)
  --fill N            rows in the bookings read model for the list queries (1000000; 0 skips)
  --samples N         timed calls per list query shape (200)
  --shape-seconds S   at most S seconds per list query shape (20)
  --skip-booking      only the list queries
  --no-coupon         book without the coupon every booking otherwise shares
  --api-processes N   api processes the customers are spread over (1)
  --keep              at the end, print the database's URL and keep it up until Ctrl-C`;

export function parseOptions(argv: string[]): BookingBenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '3' },
      count: { type: 'string', default: '10' },
      'count-rate': { type: 'string', default: '0' },
      concurrency: { type: 'string', default: '32' },
      rate: { type: 'string', default: '0' },
      customers: { type: 'string', default: '64' },
      slots: { type: 'string', default: '400' },
      'lag-every': { type: 'string', default: '10' },
      fill: { type: 'string', default: '1000000' },
      samples: { type: 'string', default: '200' },
      'shape-seconds': { type: 'string', default: '20' },
      'skip-booking': { type: 'boolean', default: false },
      'no-coupon': { type: 'boolean', default: false },
      'api-processes': { type: 'string', default: '1' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  return {
    seconds: positive('seconds', values.seconds),
    warmupS: nonNegative('warmup', values.warmup),
    countS: nonNegative('count', values.count),
    countRate: nonNegative('count-rate', values['count-rate']),
    concurrency: positive('concurrency', values.concurrency, true),
    rate: nonNegative('rate', values.rate),
    customers: positive('customers', values.customers, true),
    slots: positive('slots', values.slots, true),
    lagEvery: positive('lag-every', values['lag-every'], true),
    fill: nonNegative('fill', values.fill, true),
    samples: positive('samples', values.samples, true),
    shapeSeconds: positive('shape-seconds', values['shape-seconds']),
    skipBooking: values['skip-booking'],
    noCoupon: values['no-coupon'],
    apiProcesses: positive('api-processes', values['api-processes'], true),
    keep: values.keep,
  };
}

function positive(flag: string, raw: string, integer = false): number {
  const n = Number(raw);
  if (!(n > 0) || (integer && !Number.isInteger(n))) throw new Error(`--${flag} wants a positive ${integer ? 'integer' : 'number'}, got ${raw}`);
  return n;
}

function nonNegative(flag: string, raw: string, integer = false): number {
  const n = Number(raw);
  if (!(n >= 0) || (integer && !Number.isInteger(n))) throw new Error(`--${flag} wants ${integer ? 'an integer' : 'a number'} of 0 or more, got ${raw}`);
  return n;
}
