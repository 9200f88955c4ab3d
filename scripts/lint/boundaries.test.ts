// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { ESLint } from 'eslint';

// Each case plants one import across a boundary in a temporary file inside the tree and lints it with the
// project's own config, expecting the boundary rule to refuse it; the same kind of import where it is allowed
// passes. All files are linted in one run: the type-aware set-up costs seconds, once.

const root = new URL('../../', import.meta.url).pathname;

const planted = {
  commonImportsServer: { folder: 'common', source: "import { parseEnv } from '../server/src/env';\nexport const env = parseEnv;\n" },
  webImportsServer: {
    folder: 'web/src/lib',
    source: "import { parseEnv } from '../../../server/src/env';\nexport const env = parseEnv;\n",
  },
  webImportsServerByAlias: { folder: 'web/src/lib', source: "import { parseEnv } from '#server/env';\nexport const env = parseEnv;\n" },
  webImportsContract: {
    folder: 'web/src/lib',
    source: "import { routePath } from '../../../common/routes';\nexport const path = routePath;\n",
  },
  repoImportsService: {
    folder: 'server/src/repos',
    source: "import { createOutboxWorker } from '../services/outbox-worker';\nexport const worker = createOutboxWorker;\n",
  },
  libImportsRepo: {
    folder: 'server/src/lib',
    source: "import { createOutboxRepo } from '../repos/outbox-repo';\nexport const repo = createOutboxRepo;\n",
  },
  providerImportsIndex: {
    folder: 'server/src/providers/storage',
    source: "import { createStorage } from './index';\nexport const storage = createStorage;\n",
  },
  providerImportsInterface: {
    folder: 'server/src/providers/storage',
    source: "import type { Storage } from './provider';\nexport type Planted = Storage;\n",
  },
} as const;

type Case = keyof typeof planted;
const errors = new Map<Case, string[]>();

beforeAll(async () => {
  const files = new Map<string, Case>();
  for (const [name, { folder, source }] of Object.entries(planted) as [Case, (typeof planted)[Case]][]) {
    const file = `${root}${folder}/planted-${randomBytes(4).toString('hex')}.ts`;
    await writeFile(file, source);
    files.set(file, name);
  }
  try {
    for (const result of await new ESLint({ cwd: root }).lintFiles([...files.keys()])) {
      const rule = result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths');
      errors.set(
        files.get(result.filePath) as Case,
        rule.map((message) => message.message),
      );
    }
  } finally {
    await Promise.all([...files.keys()].map((file) => rm(file, { force: true })));
  }
}, 120_000);

test('common may not import server code', () => {
  expect(errors.get('commonImportsServer')).toEqual([expect.stringContaining('common is shared by the server and the browser')]);
});

test('the browser app may not import server code, but may import the contract', () => {
  expect(errors.get('webImportsServer')).toEqual([expect.stringContaining('never by importing server code')]);
  expect(errors.get('webImportsServerByAlias')).toEqual([expect.stringContaining('never by importing server code')]);
  expect(errors.get('webImportsContract')).toEqual([]);
});

test('a repo may not import a service, and lib may import no repo', () => {
  expect(errors.get('repoImportsService')).toEqual([expect.stringContaining('routes → services → repos → db')]);
  expect(errors.get('libImportsRepo')).toEqual([expect.stringContaining('lib holds helpers for every layer')]);
});

test('a provider implementation imports its interface, never the index that chooses it', () => {
  expect(errors.get('providerImportsIndex')).toEqual([expect.stringContaining('only index.ts chooses')]);
  expect(errors.get('providerImportsInterface')).toEqual([]);
});
