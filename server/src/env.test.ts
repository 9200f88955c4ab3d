import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, localUploadsDir, parseEnv } from './env';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
/** Names in the first column of README's configuration table (a row may name several). */
const readmeNames = new Set(
  readme
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? '')),
);
const exampleNames = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] ?? ''));

describe('the documented environment', () => {
  it('lists every variable the server reads in the README table', () => {
    expect(ENV_VARIABLES.filter((name) => !readmeNames.has(name))).toEqual([]);
  });

  it('lists every variable the server reads in .env.example', () => {
    expect(ENV_VARIABLES.filter((name) => !exampleNames.has(name))).toEqual([]);
  });

  it('documents no variable the server does not read', () => {
    const known = new Set<string>(ENV_VARIABLES);
    expect([...exampleNames].filter((name) => !known.has(name))).toEqual([]);
  });
});

test('uses UPLOADS_DIR, else <DATA_DIR>/uploads, else a temporary folder for a throw-away database', () => {
  expect(localUploadsDir(parseEnv({ DATA_DIR: '/srv/data', UPLOADS_DIR: '/srv/media' }))).toBe('/srv/media');
  expect(localUploadsDir(parseEnv({ DATA_DIR: '/srv/data' }))).toBe('/srv/data/uploads');
  expect(localUploadsDir(parseEnv({ DATA_DIR: 'memory://' }))).toBeNull();
});
