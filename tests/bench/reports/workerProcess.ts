/**
 * The report worker as its own process, for the benchmark: the same startReportWorker the
 * worker process runs, with nothing else in the process, so its peak resident memory is
 * the worker's own. Talks to the benchmark over IPC: 'ready' with its resident memory at
 * rest; on 'stats' its high-water mark (getrusage ru_maxrss); on 'stop' it closes and exits.
 */
import { loadConfig } from '@app/core/config';
import { createPool } from '@app/core/db/pool';
import { createLogger } from '@app/core/logger';
import { startReportWorker } from '../../../services/worker/src/reports/startReportWorker.js';

const config = loadConfig();
const pool = createPool(config, 'bench-report-worker');
const worker = startReportWorker({ config, pool, log: createLogger('bench-report-worker'), concurrency: 1 });

const send = (message: object) => process.send?.(message);
send({ type: 'ready', rssMiB: process.memoryUsage().rss / 2 ** 20 });

process.on('message', async (message: { type: string }) => {
  if (message.type === 'stats') send({ type: 'stats', maxRssMiB: process.resourceUsage().maxRSS / 1024, rssMiB: process.memoryUsage().rss / 2 ** 20 });
  if (message.type === 'stop') {
    await worker.close();
    await pool.end();
    process.exit(0);
  }
});
