import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { Storage } from './provider';
import { assertStorageKey } from './storage-key';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Objects as files in one folder, each beside a `.type` file holding its content type. Writes go
 * to a temporary name first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(folder: string | null): Storage {
  let root: Promise<string> | null = folder === null ? null : Promise.resolve(resolve(folder));
  const temporary = folder === null;

  function rootFolder(): Promise<string> {
    root ??= mkdtemp(join(tmpdir(), 'tradespace-uploads-'));
    return root;
  }

  async function pathOf(key: string): Promise<string> {
    assertStorageKey(key);
    const base = await rootFolder();
    const path = resolve(base, key);
    // the key pattern already forbids separators; this keeps the promise if the pattern ever widens
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the uploads folder: ${key}`);
    return path;
  }

  async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
    const base = await rootFolder();
    await mkdir(base, { recursive: true });
    const staging = join(base, `.staging-${randomBytes(8).toString('hex')}`);
    try {
      await writeFile(staging, data, { flag: 'wx' });
      await rename(staging, path);
    } catch (error) {
      await rm(staging, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const path = await pathOf(key);
      await writeAtomically(`${path}.type`, contentType);
      await writeAtomically(path, bytes);
    },
    async get(key) {
      const path = await pathOf(key);
      try {
        const contentType = (await readFile(`${path}.type`, 'utf8')).trim();
        const handle = await open(path, 'r');
        return { body: handle.createReadStream(), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const path = await pathOf(key);
      for (const file of [path, `${path}.type`]) {
        await unlink(file).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
    },
    async close() {
      if (temporary && root) await rm(await root, { recursive: true, force: true });
    },
  };
}
