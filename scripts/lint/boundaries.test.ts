// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { ESLint } from 'eslint';

// Each case plants one import across a boundary in a temporary file inside the tree, lints it with the
// project's own config, and expects the boundary rule to refuse it; the same import where it is allowed passes.

const root = new URL('../../', import.meta.url).pathname;

async function boundaryErrors(folder: string, source: string): Promise<string[]> {
  const file = `${root}${folder}/planted-${randomBytes(4).toString('hex')}.ts`;
  await writeFile(file, source);
  try {
    const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => message.message);
  } finally {
    await rm(file, { force: true });
  }
}

test('common may not import server code', { timeout: 90_000 }, async () => {
  const errors = await boundaryErrors('common', "import { parseEnv } from '../server/src/env';\nexport const env = parseEnv;\n");
  expect(errors).toEqual([expect.stringContaining('common is shared by the server and the browser')]);
});

test('the browser app may not import server code, but may import the contract', { timeout: 90_000 }, async () => {
  expect(
    await boundaryErrors('web/src/lib', "import { parseEnv } from '../../../server/src/env';\nexport const env = parseEnv;\n"),
  ).toEqual([expect.stringContaining('never by importing server code')]);
  expect(
    await boundaryErrors('web/src/lib', "import { routePath } from '../../../common/routes';\nexport const path = routePath;\n"),
  ).toEqual([]);
});

test('a repo may not import a service, and lib may import neither', { timeout: 90_000 }, async () => {
  expect(
    await boundaryErrors(
      'server/src/repos',
      "import { createOutboxWorker } from '../services/outbox-worker';\nexport const w = createOutboxWorker;\n",
    ),
  ).toEqual([expect.stringContaining('routes → services → repos → db')]);
  expect(
    await boundaryErrors(
      'server/src/lib',
      "import { createOutboxRepo } from '../repos/outbox-repo';\nexport const r = createOutboxRepo;\n",
    ),
  ).toEqual([expect.stringContaining('lib holds helpers for every layer')]);
});
