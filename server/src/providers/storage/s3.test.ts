import { text } from 'node:stream/consumers';
import { startFakeS3, type FakeS3 } from '#server-test/fake-s3';
import { parseEnv } from '#server/env';
import { createStorage, type Storage } from './index';
import { newStorageId } from './storage-key';

let fake: FakeS3;
let storage: Storage;

beforeAll(async () => {
  fake = await startFakeS3();
  storage = createStorage(
    parseEnv({
      S3_BUCKET: 'tradespace-media',
      S3_ENDPOINT: fake.url,
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  );
});

afterAll(async () => {
  await storage.close();
  await fake.close();
});

test('S3_BUCKET chooses the S3 storage', () => {
  expect(storage.kind).toBe('s3');
  expect(createStorage(parseEnv({ DATA_DIR: 'memory://' })).kind).toBe('local');
});

test('puts an object in the bucket path-style, signed, with its content type', async () => {
  const key = `${newStorageId()}.webp`;

  await storage.put(key, Buffer.from('webp bytes'), 'image/webp');

  expect(fake.objects.get(`tradespace-media/${key}`)).toEqual({ bytes: Buffer.from('webp bytes'), contentType: 'image/webp' });
  expect(fake.requests).toContain(`PUT /tradespace-media/${key}`);
});

test('gets an object back as a stream with the type it was stored with', async () => {
  const key = `${newStorageId()}-thumb.webp`;
  await storage.put(key, Buffer.from('thumbnail'), 'image/webp');

  const stored = await storage.get(key);

  expect(stored?.contentType).toBe('image/webp');
  expect(stored ? await text(stored.body) : null).toBe('thumbnail');
});

test('a missing object reads as null', async () => {
  expect(await storage.get(`${newStorageId()}.webp`)).toBeNull();
});

test('deletes an object, and deleting a missing one is fine', async () => {
  const key = `${newStorageId()}.webp`;
  await storage.put(key, Buffer.from('x'), 'image/webp');

  await storage.delete(key);
  await storage.delete(key);

  expect(fake.objects.has(`tradespace-media/${key}`)).toBe(false);
});

test('refuses a key the server never makes before any request is sent', async () => {
  const before = fake.requests.length;
  await expect(storage.put('../other-bucket/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('invalid storage key');
  expect(fake.requests.length).toBe(before);
});

test('an unsigned request is refused by the fake, as by S3', async () => {
  const reply = await fetch(`${fake.url}/tradespace-media/${newStorageId()}.webp`);
  expect(reply.status).toBe(403);
});
