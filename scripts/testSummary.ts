/**
 * The tally `npm test` ends with: every suite it ran (the type check, the migrations when
 * they fail, each vitest test), read from vitest's JSON report.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export function emptyTally(): Tally {
  return { passed: 0, failed: 0, skipped: 0 };
}

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ status: string; name: string; message?: string; startTime?: number; endTime?: number; assertionResults: Array<{ status: string }> }>;
}

/**
 * Counts the tests of a vitest JSON report. A test file that failed without any failing
 * test (it did not load, or a hook threw) counts as one failure; so does a run that
 * exited non-zero with nothing failed in the report (unhandled errors), or no report.
 */
export function tallyVitest(reportFile: string, exitCode: number): { tally: Tally; notes: string[] } {
  const tally = emptyTally();
  const notes: string[] = [];
  if (!existsSync(reportFile)) {
    tally.failed = 1;
    notes.push(`vitest wrote no report (exit code ${exitCode})`);
    return { tally, notes };
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
  tally.passed = report.numPassedTests;
  tally.failed = report.numFailedTests;
  tally.skipped = report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      tally.failed += 1;
      notes.push(`${file.name} failed outside its tests${file.message ? `: ${file.message}` : ''}`);
    }
  }
  if (exitCode !== 0 && tally.failed === 0) {
    tally.failed = 1;
    notes.push(`vitest exited with code ${exitCode} (errors outside the tests; see its output above)`);
  }
  return { tally, notes };
}

export function add(a: Tally, b: Tally): Tally {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** The one line that ends `npm test`. */
export function summaryLine(t: Tally): string {
  return `${t.passed} passed, ${t.failed} failed${t.skipped > 0 ? `, ${t.skipped} skipped` : ''}`;
}

/**
 * The report's slowest test files, one line each (seconds, path from the repository root):
 * where the suite's time goes, printed at the end of every run for whoever tunes it next.
 */
export function slowestFiles(reportFile: string, root: string, count = 15): string[] {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
  return report.testResults
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime! - file.startTime!) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((file) => `${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
}
