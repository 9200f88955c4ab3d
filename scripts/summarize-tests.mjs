// Adds up the JSON reports of Vitest and Playwright and prints the closing line CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [folder = 'test-results', failedStepsArg = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped: skip = 0 } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    skipped += skip;
    console.log(`${file}: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky)` : ''}`);
  }
}

// a step that failed without a failing test (type errors, a broken build) still fails the run
const failedSteps = Number(failedStepsArg);
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
