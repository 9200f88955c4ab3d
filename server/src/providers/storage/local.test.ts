import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { createLocalStorage } from './local';
import { newStorageId } from './storage-key';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tradespace-local-storage-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('stores, serves with the stored content type, and deletes an object', async () => {
  const storage = createLocalStorage(folder);
  const key = `${newStorageId()}.webp`;

  await storage.put(key, Buffer.from('image bytes'), 'image/webp');
  const stored = await storage.get(key);

  expect(stored?.contentType).toBe('image/webp');
  expect(stored ? await text(stored.body) : null).toBe('image bytes');
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  expect(await readdir(folder)).toEqual([]);
});

test('an unknown key reads as null and deletes without complaint', async () => {
  const storage = createLocalStorage(folder);
  const key = `${newStorageId()}.webp`;
  expect(await storage.get(key)).toBeNull();
  await expect(storage.delete(key)).resolves.toBeUndefined();
});

test('leaves no staging files behind after a write', async () => {
  const storage = createLocalStorage(folder);
  const key = `${newStorageId()}-thumb.webp`;
  await storage.put(key, Buffer.alloc(1000, 1), 'image/webp');
  expect((await readdir(folder)).sort()).toEqual([key, `${key}.type`]);
});

test.each(['../escape.webp', '..', 'a/b.webp', '/etc/passwd', 'holiday photo.jpg', `${'a'.repeat(32)}.webp/..`])(
  'refuses the key %s, which the server never makes',
  async (key) => {
    const storage = createLocalStorage(folder);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('invalid storage key');
    await expect(storage.get(key)).rejects.toThrow('invalid storage key');
    await expect(storage.delete(key)).rejects.toThrow('invalid storage key');
  },
);

async function temporaryFoldersHolding(key: string): Promise<string[]> {
  const folders = (await readdir(tmpdir())).filter((name) => name.startsWith('tradespace-uploads-'));
  return folders.filter((name) => existsSync(join(tmpdir(), name, key)));
}

test('a temporary folder is made on the first write and removed on close', async () => {
  const storage = createLocalStorage(null);
  const key = `${newStorageId()}.webp`;
  await storage.put(key, Buffer.from('x'), 'image/webp');
  expect(await temporaryFoldersHolding(key)).toHaveLength(1);

  await storage.close();

  expect(await temporaryFoldersHolding(key)).toEqual([]);
});
