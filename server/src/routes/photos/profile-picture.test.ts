import { eq } from 'drizzle-orm';
import { imageMessages } from '#common/contract/calls/photos';
import { user } from '#server/db/schema/index';
import { Visitor } from '#server-test/test-app';
import {
  hasGpsPointer,
  jpegWithGps,
  multipart,
  pdfBytes,
  pngBomb,
  pngClaimingHugeSize,
  pngImage,
  twelveMegabyteImage,
} from '#server-test/test-images';
import { fetchImage, keyOf, useTestAppWithUploads } from '#server-test/test-uploads';
import { newSignedInTrader } from '#server-test/test-users';

const { testApp, uploads } = useTestAppWithUploads();

async function savePicture(visitor: Visitor, ...parts: Parameters<typeof multipart>) {
  const { payload, headers } = multipart(...parts);
  return visitor.post('/v1/account/settings/profile-picture/save', payload, headers);
}

async function pictureKeysOf(userId: number) {
  const [row] = await testApp.database.db
    .select({ picture: user.picture, thumbnail: user.pictureThumbnail })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const response = await savePicture(visitor, { bytes: await pngImage() });
  expect(response.statusCode).toBe(401);
});

test('a phone JPEG with GPS is stored upright, re-encoded, with no EXIF, and served with long caching', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await savePicture(visitor, { bytes: await jpegWithGps(300, 200, 6), filename: 'IMG_0042.JPG' });

  expect(response.statusCode).toBe(200);
  const { picture } = response.json<{ success: true; picture: string }>();
  expect(picture).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
  expect(picture).not.toContain('IMG_0042');
  const { response: served, metadata } = await fetchImage(visitor, picture);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(metadata.exif).toBeUndefined();
  expect(hasGpsPointer(metadata.exif)).toBe(false);
  expect([metadata.width, metadata.height]).toEqual([200, 300]);
  expect(await pictureKeysOf(trader.id)).toEqual({ picture: keyOf(picture), thumbnail: expect.stringMatching(/-thumb\.webp$/) });
  const info = await visitor.get('/v1/account/info');
  expect(info.json().user.picture).toBe(picture);
});

test('a new picture replaces the old one and the old files are deleted', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const first = (await savePicture(visitor, { bytes: await pngImage() })).json<{ picture: string }>().picture;
  const oldKeys = await pictureKeysOf(trader.id);

  const second = (await savePicture(visitor, { bytes: await jpegWithGps() })).json<{ picture: string }>().picture;

  expect(second).not.toBe(first);
  expect((await visitor.get(first)).statusCode).toBe(404);
  const files = await uploads.files();
  expect(files).not.toContain(oldKeys?.picture);
  expect(files).not.toContain(oldKeys?.thumbnail);
  expect(files).toContain(keyOf(second));
});

test('Remove puts the placeholder back and deletes the files', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const { picture } = (await savePicture(visitor, { bytes: await pngImage() })).json<{ picture: string }>();
  const keys = await pictureKeysOf(trader.id);

  const response = await visitor.post('/v1/account/settings/profile-picture/delete', {});

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
  expect(await pictureKeysOf(trader.id)).toEqual({ picture: null, thumbnail: null });
  expect((await visitor.get(picture)).statusCode).toBe(404);
  expect(await uploads.files()).not.toContain(keys?.thumbnail);
  expect((await visitor.get('/v1/account/info')).json().user.picture).toBeNull();
});

test('a PDF renamed .jpg and sent as image/jpeg is refused under file, and nothing is stored', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const before = await uploads.files();

  const response = await savePicture(visitor, { bytes: pdfBytes(), filename: 'holiday.jpg', contentType: 'image/jpeg' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: [imageMessages.notAnImage] } });
  expect(await uploads.files()).toEqual(before);
  expect(await pictureKeysOf(trader.id)).toEqual({ picture: null, thumbnail: null });
});

test('a 12 MB image is refused under file by the parser limit', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const big = await twelveMegabyteImage();
  expect(big.length).toBeGreaterThan(11 * 1024 * 1024);

  const response = await savePicture(visitor, { bytes: big, filename: 'big.png', contentType: 'image/png' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: [imageMessages.tooLarge] } });
});

test('a decompression bomb is refused under file', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const response = await savePicture(visitor, { bytes: await pngClaimingHugeSize(), filename: 'bomb.png' });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: [imageMessages.tooManyPixels(30_000, 30_000)] } });
});

test('a real 10,000 × 10,000 pixel PNG of 300 kB is refused over 40 megapixels and the old picture stays', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  expect((await savePicture(visitor, { bytes: await pngImage() })).statusCode).toBe(200);
  const kept = await pictureKeysOf(trader.id);
  const before = await uploads.files();

  const response = await savePicture(visitor, { bytes: await pngBomb(), filename: 'bomb.png', contentType: 'image/png' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: {
      file: [
        'This picture is too big (10,000 × 10,000 pixels). Please upload a smaller one, at most 40 megapixels: a photo from a phone camera on its normal setting is fine.',
      ],
    },
  });
  expect(await uploads.files()).toEqual(before);
  expect(await pictureKeysOf(trader.id)).toEqual(kept);
});

test.each([
  ['a file in another field', async () => multipart({ bytes: await pngImage(), field: 'picture' })],
  ['a JSON body', async () => ({ payload: {}, headers: {} })],
])('%s is refused under file', async (_, body) => {
  const { visitor } = await newSignedInTrader(testApp);
  const { payload, headers } = await body();
  const response = await visitor.post('/v1/account/settings/profile-picture/save', payload, headers);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: [imageMessages.missing] } });
});

test('two files in one request are refused under file', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const response = await savePicture(visitor, { bytes: await pngImage() }, { bytes: await pngImage() });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: [imageMessages.oneAtATime] } });
});

test('an upload without the CSRF token is refused before it is read', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  visitor.cookies.delete('XSRF-TOKEN');
  const response = await savePicture(visitor, { bytes: await pngImage() });
  expect(response.statusCode).toBe(419);
});
