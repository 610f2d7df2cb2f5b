#!/usr/bin/env node
// Runs every suite in one vitest run and ends with the plain line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitest = join(createRequire(import.meta.url).resolve('vitest/package.json'), '..', 'vitest.mjs');
const dir = mkdtempSync(join(tmpdir(), 'groundwork-test-'));
const report = join(dir, 'vitest.json');
const run = spawnSync(
  process.execPath,
  [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  skipped = result.numPendingTests + result.numTodoTests;
  // A file that fails to load has no failed test but is a failure all the same.
  const brokenFiles = result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  failed = result.numFailedTests + brokenFiles;
} catch {
  failed = 1; // no report: the run itself failed
}
rmSync(dir, { recursive: true, force: true });
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
