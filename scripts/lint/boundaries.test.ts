// @vitest-environment node
import { ESLint } from 'eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { boundaryZones, layers, WEB_FEATURES } from './boundaries.js';

// Each layer of boundaries.js gets one planted import across its zone, linted as a file that exists only in memory
// (ESLint's lintText at a path inside the tree), and lint must refuse it with that zone's message; the same kind
// of import where it is allowed passes. The rule runs alone, without type information: the zones are the
// project's own (eslint.config.js uses them, checked below), and a file in memory has no type information anyway.

const root = new URL('../../', import.meta.url).pathname;
const configFile = new URL('../../eslint.config.js', import.meta.url);

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
    },
  ],
});

/** One import across each layer's zone: the planted file's path and what it imports. */
const refused: Record<string, [file: string, specifier: string]> = {
  common: ['common/planted.ts', '#server/env'],
  web: ['web/src/lib/planted.ts', '../../../server/src/env'],
  routes: ['server/src/routes/account/planted.ts', '#server/app'],
  'app-plugins': ['server/src/plugins/planted.ts', '#server/routes/index'],
  'infrastructure-plugins': ['server/src/plugins/csrf.ts', '#server/repos/session-repo'],
  services: ['server/src/services/planted.ts', '#server/plugins/sessions'],
  messages: ['server/src/messages/planted.ts', '#server/services/outbox-worker'],
  'public-pages': ['server/src/public-pages/planted.ts', '#server/messages/code-email'],
  repos: ['server/src/repos/planted.ts', '#server/providers/payments/index'],
  providers: ['server/src/providers/messaging/planted.ts', '#server/repos/message-delivery-repo'],
  'provider-implementations': ['server/src/providers/storage/planted.ts', './index'],
  lib: ['server/src/lib/planted.ts', '#server/plugins/staff-sessions'],
  env: ['server/src/env.ts', '#server/db/client'],
  db: ['server/src/db/planted.ts', '#server/providers/storage/local'],
  'test-code': ['server/src/services/planted.ts', '#server-test/test-app'],
  'web-screens': ['web/src/steps/gas/planted.tsx', '#web/app/router'],
  'web-shell': ['web/src/shell/planted.tsx', '#web/steps/gas/gas-step'],
  'web-steps': ['web/src/steps/gas/planted.tsx', '#web/pages/my-account/sign-in-page'],
  'web-pages': ['web/src/pages/my-account/planted.tsx', '#web/steps/gas/gas-step'],
  'web-features': ['web/src/features/sign-in/planted.tsx', '#web/shell/step-frame'],
  'web-components': ['web/src/components/cards/planted.tsx', '#web/shell/legal/legal-link'],
  'web-lib': ['web/src/lib/planted.ts', '#web/components/captcha/use-captcha'],
  'web-test-helpers': ['web/src/lib/planted.ts', '#web/testing/fake-server'],
};

/** Each feature planting an import of the next feature's first file (a feature imports no other). */
for (const [index, name] of WEB_FEATURES.entries()) {
  const other = WEB_FEATURES[(index + 1) % WEB_FEATURES.length]!;
  const file = readdirSync(`${root}web/src/features/${other}`).find((entry) => /(?<!\.test)\.tsx?$/.test(entry))!;
  refused[`web-feature-${name}`] = [`web/src/features/${name}/planted.tsx`, `#web/features/${other}/${file.replace(/\.tsx?$/, '')}`];
}

/** The same kinds of import where the layers allow them. */
const allowed: [file: string, specifier: string][] = [
  ['web/src/lib/planted.ts', '#common/routes'],
  ['server/src/providers/storage/planted.ts', './provider'],
  ['server/src/plugins/planted.ts', '#server/repos/session-repo'],
  ['server/src/repos/planted.ts', '#server/lib/tokens'],
  ['server/src/services/planted.test.ts', '#server-test/test-app'],
  ['web/src/steps/gas/planted.tsx', '#web/shell/step-frame'],
  ['web/src/features/sign-in/planted.tsx', '#web/components/ui/button'],
  ['web/src/features/sign-in/planted.tsx', './password-form'],
  ['web/src/features/sign-in/planted.test.tsx', '#web/testing/fake-server'],
];

async function refusals(file: string, specifier: string): Promise<string[]> {
  const source = `import * as planted from '${specifier}';\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(source, { filePath: `${root}${file}` });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

test('lint runs the zones of boundaries.js', async () => {
  const config = (await import(configFile.href)) as { default: { rules?: Record<string, unknown> }[] };
  const rules = config.default.flatMap((entry) => Object.entries(entry.rules ?? {}));
  expect(rules).toContainEqual(['import-x/no-restricted-paths', ['error', { zones: boundaryZones }]]);
});

test('every layer has a planted import across its zone', () => {
  expect(Object.keys(refused).sort()).toEqual(layers.map(({ name }) => name).sort());
});

test.each(layers.map(({ name, message }) => [name, message] as const))(
  'lint refuses an import across the %s zone',
  async (name, message) => {
    const [file, specifier] = refused[name]!;
    expect(await refusals(file, specifier)).toContainEqual(expect.stringContaining(message));
  },
);

test.each(allowed)('%s may import %s', async (file, specifier) => {
  expect(await refusals(file, specifier)).toEqual([]);
});
