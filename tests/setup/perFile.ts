/**
 * Runs before each test file, in its worker. Two files run at once against one Redis:
 * each gets queue and socket.io keys of its own (QUEUE_PREFIX, inherited by the processes
 * it starts), so one file's worker never takes another's jobs. A file that sets its own
 * prefix keeps it.
 */
import { randomBytes } from 'node:crypto';

process.env.QUEUE_PREFIX = `t-${randomBytes(5).toString('hex')}`;
