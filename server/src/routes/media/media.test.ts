import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { startFakeS3, type FakeS3 } from '#server-test/fake-s3';
import { multipart, pngImage } from '#server-test/test-images';
import { createUser, signedInVisitor } from '#server-test/test-users';

let testApp: TestApp;
let fake: FakeS3;

beforeAll(async () => {
  fake = await startFakeS3();
  testApp = await createTestApp({
    S3_BUCKET: 'media',
    S3_ENDPOINT: fake.url,
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: '1',
  });
});

afterAll(async () => {
  await testApp.close();
  await fake.close();
});

test('with S3_BUCKET an upload lands in the bucket and is served from it', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  const { payload, headers } = multipart({ bytes: await pngImage(), filename: 'roof.png', contentType: 'image/png' });

  const { picture } = (await visitor.post('/v1/account/settings/profile-picture/save', payload, headers)).json<{ picture: string }>();
  const served = await new Visitor(testApp.app).get(picture);

  const key = picture.replace('/media/', '');
  expect(fake.objects.get(`media/${key}`)?.contentType).toBe('image/webp');
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.rawPayload.equals(fake.objects.get(`media/${key}`)?.bytes ?? Buffer.alloc(0))).toBe(true);
});

test.each([
  ['an unknown key', `/media/${'0'.repeat(32)}.webp`],
  ['a key no server makes', '/media/holiday.jpg'],
  ['a path that climbs', '/media/..%2F..%2Fetc%2Fpasswd'],
])('%s is a 404 in JSON', async (_, url) => {
  const response = await new Visitor(testApp.app).get(url);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that image.' });
});

test('images are readable without a session, so they may sit on a public profile', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: `/media/${'1'.repeat(32)}.webp` });
  expect(response.statusCode).toBe(404);
  expect(response.headers['set-cookie']).toBeUndefined();
});
