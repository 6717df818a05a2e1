// One line for the whole CI run, "N passed, N failed", from the vitest JSON reports (and the bundle
// budget's report of the same shape, one "test" per check: tests/bench/bundle-budget.ts).
// Arguments: the reports folder, then NAME:EXIT for every step. A failed step whose report names no
// failed test (lint, typecheck, a runner that crashed) counts as one failure, so nothing fails silently.
// A report with `notRun` (the dependency audit when the registry's audit endpoint cannot be asked) is
// counted as not run: neither passed nor failed, and named on the last line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [folder, ...steps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const notRun = [];
for (const step of steps) {
  const [name, exitCode] = step.split(':');
  const file = join(folder, `${name}.json`);
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  if (report?.notRun) {
    console.info(`${name}: not run (${report.notRun})`);
    notRun.push(name);
  } else if (report) {
    console.info(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (exitCode !== '0' && !(report?.numFailedTests > 0)) {
    console.info(`${name}: step failed (exit ${exitCode})`);
    failed += 1;
  }
}
console.info(
  `${passed} passed, ${failed} failed${notRun.length > 0 ? `, not run: ${notRun.join(', ')}` : ''}`,
);
process.exit(failed > 0 ? 1 : 0);
