// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// One name per contract group (decision 145): common/contract/calls/<group>.ts is exported from the barrel as the
// group's name in camelCase, and every call of the group is registered by a route file in
// server/src/routes/<group>/. A file of calls/ that is no group is a part of one (`<group>-<part>.ts`), re-exported
// by the group's file.

const root = new URL('../../', import.meta.url).pathname;
const files = execFileSync('git', ['ls-files', 'common/contract/calls', 'server/src/routes'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

const camelCase = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const kebabCase = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The barrel's groups: exported name → file name under calls/. */
const groups = new Map(
  [...read('common/contract/index.ts').matchAll(/export \* as (\w+) from '\.\/calls\/([\w-]+)'/g)].map((match) => [match[1]!, match[2]!]),
);

test('each contract group is exported under the name of its file', () => {
  const misnamed = [...groups].filter(([name, file]) => camelCase(file) !== name).map(([name, file]) => `calls/${file}.ts as ${name}`);
  expect(misnamed).toEqual([]);
});

test('each file of calls/ is a group, or a part re-exported by its group', () => {
  const callFiles = files
    .filter((file) => file.startsWith('common/contract/calls/'))
    .map((file) => file.split('/').at(-1)!.replace(/\.ts$/, ''));
  const groupFiles = new Set(groups.values());
  const loose = callFiles.filter((name) => {
    if (groupFiles.has(name)) return false;
    const owner = [...groupFiles].find((group) => name.startsWith(`${group}-`));
    return !owner || !read(`common/contract/calls/${owner}.ts`).includes(`from './${name}'`);
  });
  expect(loose).toEqual([]);
});

/** Where each group's calls are registered: `registerCall(app, group.call, …)`, through the file's own import names. */
function registrations(): { group: string; call: string; file: string }[] {
  const routeFiles = files.filter((file) => file.startsWith('server/src/routes/') && !file.endsWith('.test.ts'));
  return routeFiles.flatMap((file) => {
    const text = read(file);
    const imported = new Map<string, string>();
    for (const match of text.matchAll(/import \{([^}]*)\} from '#common\/contract(?:\/index)?'/g)) {
      for (const part of match[1]!.split(',').map((item) => item.trim().replace(/^type /, ''))) {
        const [name, local] = part.split(/\s+as\s+/);
        if (name) imported.set(local ?? name, name);
      }
    }
    return [...text.matchAll(/registerCall\(\s*\w+,\s*(\w+)\.(\w+)/g)].map((match) => ({
      group: imported.get(match[1]!) ?? match[1]!,
      call: match[2]!,
      file,
    }));
  });
}

test('every call is registered from the route folder named after its group', () => {
  const found = registrations();
  expect(found.length).toBeGreaterThan(50);
  const astray = found
    .filter(({ group, file }) => groups.has(group) && file.split('/')[3] !== kebabCase(group))
    .map(({ group, call, file }) => `${group}.${call} in ${file}`);
  expect(astray).toEqual([]);
});

test('every route folder that registers calls is named after a group', () => {
  const folders = new Set(registrations().map(({ file }) => file.split('/')[3]!));
  const groupFolders = new Set([...groups.keys()].map(kebabCase));
  expect([...folders].filter((folder) => !groupFolders.has(folder))).toEqual([]);
});
