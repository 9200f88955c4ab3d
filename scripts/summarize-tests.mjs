// Adds up the JSON reports of Vitest and Playwright and prints the closing line CI reads, after the name of every
// test that failed and of every test that passed only on its retry (CI's log keeps only its tail).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [folder = 'test-results', failedStepsArg = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const retried = [];

/** The first line of a failure's message, without the colours of a terminal. */
const colours = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
const firstLine = (message = '') =>
  message
    .replace(colours, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

function noteVitest(file, report) {
  for (const result of report.testResults ?? []) {
    const where = relative(process.cwd(), result.name ?? '');
    for (const test of result.assertionResults ?? []) {
      const messages = test.failureMessages ?? [];
      if (test.status === 'failed') failures.push(`${file}: ${where} › ${test.fullName}\n      ${firstLine(messages.at(-1))}`);
      // a test that passed with failures behind it passed on a retry (--retry)
      else if (test.status === 'passed' && messages.length > 0)
        retried.push(`${file}: ${where} › ${test.fullName}\n      first try: ${firstLine(messages[0])}`);
    }
  }
}

function notePlaywright(file, suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${file}: [${test.projectName}] ${[...path, spec.title].join(' › ')}`;
        const error = (test.results ?? []).map((result) => result.error?.message).find(Boolean);
        if (test.status === 'unexpected') failures.push(`${name}\n      ${firstLine(error)}`);
        else if (test.status === 'flaky') retried.push(`${name}\n      first try: ${firstLine(error)}`);
      }
    }
    notePlaywright(file, suite.suites, path);
  }
}

for (const file of existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    noteVitest(file, report);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped: skip = 0 } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    skipped += skip;
    notePlaywright(file, report.suites);
    console.log(`${file}: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky)` : ''}`);
  }
}

if (retried.length > 0) console.log(`passed only on a retry (${retried.length}):\n${retried.map((line) => `  ${line}`).join('\n')}`);
if (failures.length > 0) console.log(`failed (${failures.length}):\n${failures.map((line) => `  ${line}`).join('\n')}`);

// a step that failed without a failing test (type errors, a broken build) still fails the run
const failedSteps = Number(failedStepsArg);
if (failedSteps > 0 && failed === 0) failed = failedSteps;
// the closing line is the one CI keeps: a test that needed its retry is a flake to fix, so it is counted there too
const retriedNote = retried.length > 0 ? `, ${retried.length} passed only on a retry` : '';
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${retriedNote}`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
