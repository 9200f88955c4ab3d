import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs the summary on a folder of reports; its output and whether it exited with a failure. */
function summarise(reports: Record<string, unknown>): { output: string; failed: boolean } {
  const folder = mkdtempSync(join(tmpdir(), 'summary-'));
  try {
    for (const [name, report] of Object.entries(reports)) writeFileSync(join(folder, name), JSON.stringify(report));
    try {
      return { output: execFileSync('node', ['scripts/summarize-tests.mjs', folder, '0'], { encoding: 'utf8' }), failed: false };
    } catch (error) {
      return { output: String((error as { stdout: string }).stdout), failed: true };
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 0,
  testResults: [
    {
      name: join(process.cwd(), 'server/src/x.test.ts'),
      assertionResults: [
        { status: 'passed', fullName: 'a steady test', failureMessages: [] },
        {
          status: 'passed',
          fullName: 'a timing test',
          failureMessages: ['\u001b[31mAssertionError: expected 3 to be 2\u001b[39m\n  at x'],
        },
        { status: 'failed', fullName: 'a broken test', failureMessages: ['Error: first\n at y', 'Error: timed out after 30000 ms\n at z'] },
      ],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'e2e/a.spec.ts',
      specs: [{ title: 'a steady page', tests: [{ projectName: 'mobile', status: 'expected', results: [{}] }] }],
      suites: [
        {
          title: 'with JavaScript off',
          specs: [
            {
              title: 'the form posts',
              tests: [{ projectName: 'desktop', status: 'flaky', results: [{ error: { message: 'Timeout 5000ms exceeded.' } }, {}] }],
            },
          ],
        },
      ],
    },
  ],
};

test('the summary names each failed test and each one that passed only on its retry, with its first error line', () => {
  const { output, failed } = summarise({ 'api.json': vitestReport, 'e2e.json': playwrightReport });

  expect(failed).toBe(true);
  expect(output).toContain('failed (1):\n  api.json: server/src/x.test.ts › a broken test\n      Error: timed out after 30000 ms');
  expect(output).toContain('api.json: server/src/x.test.ts › a timing test\n      first try: AssertionError: expected 3 to be 2\n');
  expect(output).toContain(
    'e2e.json: [desktop] e2e/a.spec.ts › with JavaScript off › the form posts\n      first try: Timeout 5000ms exceeded.',
  );
  expect(output).toContain('passed only on a retry (2):');
  expect(output).not.toContain('a steady');
  expect(output.trim().split('\n').at(-1)).toBe('4 passed, 1 failed, 2 passed only on a retry');
});

test('a run with nothing failed or retried ends on its count alone', () => {
  const { output, failed } = summarise({
    'unit.json': { numPassedTests: 3, numFailedTests: 0, numPendingTests: 1, testResults: [] },
  });

  expect(failed).toBe(false);
  expect(output).toBe('unit.json: 3 passed, 0 failed\n3 passed, 0 failed, 1 skipped\n');
});
