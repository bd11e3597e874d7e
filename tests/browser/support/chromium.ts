/**
 * Debian's Chromium driven by playwright-core: a tool's own
 * browser download fails here, so the browser is the system's, at a fixed path. When it
 * is missing, `npm test` has already tried to install it (scripts/services/chromium.ts)
 * and says why it could not in BROWSER_TESTS_SKIP_REASON; the browser tests then skip
 * with that reason instead of failing on a machine that cannot have a browser.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless without sandbox, GPU or background traffic; Lighthouse's chrome-launcher (bench:web) starts the same browser with them. */
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Why the browser tests cannot run here, or undefined when they can. */
export function browserSkipReason(): string | undefined {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  return process.env.BROWSER_TESTS_SKIP_REASON ?? `Chromium is not installed at ${CHROMIUM_PATH} (Debian: apt-get install -y chromium; npm test does it when run as root).`;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
