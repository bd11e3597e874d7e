/** The configuration of services/core, read once; an invalid value ends the script with its message. */
import { ConfigError, loadConfig, type Config } from '@app/core/config';
import type { Log } from './log.js';

export function configOrExit(log: Log): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error(error.message);
    process.exit(1);
  }
}
