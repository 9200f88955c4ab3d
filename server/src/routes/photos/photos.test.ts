import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageMessages, MAX_PHOTOS, type Photo } from '#common/contract/calls/photos';
import { photo } from '#server/db/schema/index';
import { Visitor } from '#server-test/test-app';
import { hasGpsPointer, jpegWithGps, multipart, pdfBytes, pngImage, webpImage } from '#server-test/test-images';
import { fetchImage, useTestAppWithUploads } from '#server-test/test-uploads';
import { newSignedInTrader } from '#server-test/test-users';

const { testApp, uploads } = useTestAppWithUploads();

async function upload(visitor: Visitor, bytes: Buffer, filename = 'job.jpg', contentType = 'image/jpeg') {
  const { payload, headers } = multipart({ bytes, filename, contentType });
  return visitor.post('/v1/account/photos', payload, headers);
}

/** Gallery rows straight into the database: quicker than uploading dozens of images. */
async function fillGallery(userId: number, count: number) {
  const key = (index: number) => `${String(index).padStart(8, '0')}${String(userId).padStart(24, '0')}`;
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    storageKey: `${key(index)}.webp`,
    thumbnailKey: `${key(index)}-thumb.webp`,
    width: 10,
    height: 10,
    bytes: 10,
  }));
  await testApp.database.db.insert(photo).values(rows);
}

async function list(visitor: Visitor): Promise<Photo[]> {
  return (await visitor.get('/v1/account/photos')).json<{ photos: Photo[] }>().photos;
}

test('without a signed-in user the list and the upload answer 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await visitor.get('/v1/account/photos')).statusCode).toBe(401);
  expect((await upload(visitor, await pngImage())).statusCode).toBe(401);
});

test('uploads JPEG, PNG and WebP one request each and lists them newest first', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const uploaded: Photo[] = [];
  for (const [bytes, name] of [
    [await jpegWithGps(), 'a.jpg'],
    [await pngImage(), 'b.png'],
    [await webpImage(), 'c.webp'],
  ] as const) {
    const response = await upload(visitor, bytes, name);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: true; photo: Photo }>();
    expect(body.success).toBe(true);
    uploaded.push(body.photo);
  }

  expect(await list(visitor)).toEqual(uploaded.reverse());
  const first = uploaded[0];
  expect(first?.picture).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
  expect(first?.thumbnail).toMatch(/^\/media\/[a-f0-9]{32}-thumb\.webp$/);
});

test('the stored image and thumbnail of a GPS-tagged JPEG carry no EXIF and are served as WebP', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const { photo: stored } = (await upload(visitor, await jpegWithGps(640, 480, 6))).json<{ photo: Photo }>();

  for (const url of [stored.picture, stored.thumbnail]) {
    const { response, metadata } = await fetchImage(visitor, url);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(metadata.exif).toBeUndefined();
    expect(hasGpsPointer(metadata.exif)).toBe(false);
  }
  expect((await fetchImage(visitor, stored.picture)).metadata).toMatchObject({ width: 480, height: 640 });
  expect((await fetchImage(visitor, stored.thumbnail)).metadata).toMatchObject({ width: 400, height: 400 });
});

test('a PDF renamed .jpg is refused under file and nothing is stored', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const before = await uploads.files();

  const response = await upload(visitor, pdfBytes(), 'holiday.jpg', 'image/jpeg');

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: [imageMessages.notAnImage] } });
  expect(await uploads.files()).toEqual(before);
  expect(await testApp.database.db.select().from(photo).where(eq(photo.userId, trader.id))).toEqual([]);
});

test(`the ${MAX_PHOTOS + 1}st image is refused and nothing of it is stored`, async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await fillGallery(trader.id, MAX_PHOTOS - 1);
  expect((await upload(visitor, await pngImage())).statusCode).toBe(200);
  const before = await uploads.files();

  const response = await upload(visitor, await pngImage());

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { file: ['You can upload up to 30 images.'] } });
  expect(await list(visitor)).toHaveLength(MAX_PHOTOS);
  expect(await uploads.files()).toEqual(before);
});

test('parallel uploads near the limit never pass it', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await fillGallery(trader.id, MAX_PHOTOS - 2);
  const image = await pngImage();

  const statuses = (await Promise.all([1, 2, 3, 4].map(() => upload(visitor, image)))).map((response) => response.statusCode);

  expect(statuses.filter((status) => status === 200)).toHaveLength(2);
  expect(await list(visitor)).toHaveLength(MAX_PHOTOS);
});

test("deleting someone else's photo answers 404 and their photo remains", async () => {
  const owner = await newSignedInTrader(testApp);
  const { photo: theirs } = (await upload(owner.visitor, await pngImage())).json<{ photo: Photo }>();
  const intruder = await newSignedInTrader(testApp);

  const response = await intruder.visitor.post(`/v1/account/photos/${theirs.id}/delete`, {});

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that image.' });
  expect(await list(owner.visitor)).toEqual([theirs]);
  expect((await owner.visitor.get(theirs.picture)).statusCode).toBe(200);
});

test('the list shows only the signed-in trader’s photos', async () => {
  const owner = await newSignedInTrader(testApp);
  await upload(owner.visitor, await pngImage());
  const other = await newSignedInTrader(testApp);
  expect(await list(other.visitor)).toEqual([]);
});

test('a thumbnail is a 400 px square cut from the middle', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const wide = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const { photo: stored } = (await upload(visitor, wide)).json<{ photo: Photo }>();
  expect((await fetchImage(visitor, stored.thumbnail)).metadata).toMatchObject({ width: 400, height: 400 });
  expect((await fetchImage(visitor, stored.picture)).metadata).toMatchObject({ width: 1200, height: 300 });
});
