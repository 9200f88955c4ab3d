import { eq } from 'drizzle-orm';
import { MAX_PHOTOS, type Photo } from '#common/contract/calls/photos';
import { photo } from '#server/db/schema/index';
import { Visitor } from '#server-test/test-app';
import { multipart, pngImage, webpImage } from '#server-test/test-images';
import { keyOf, useTestAppWithUploads } from '#server-test/test-uploads';
import { newSignedInTrader } from '#server-test/test-users';

const { testApp, uploads } = useTestAppWithUploads();

async function upload(visitor: Visitor, bytes: Buffer): Promise<Photo> {
  const { payload, headers } = multipart({ bytes, filename: 'job.png', contentType: 'image/png' });
  return (await visitor.post('/v1/account/photos', payload, headers)).json<{ photo: Photo }>().photo;
}
const list = async (visitor: Visitor): Promise<Photo[]> => (await visitor.get('/v1/account/photos')).json<{ photos: Photo[] }>().photos;
const galleryCount = async (visitor: Visitor) => (await visitor.get('/v1/account/info')).json().user.gallery.photos;
/** As if the delete had happened `seconds` ago. */
const deletedAgo = (id: number, seconds: number) =>
  testApp.database.db
    .update(photo)
    .set({ deletedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(photo.id, id));

test('a deleted photo leaves the list and the count at once, and Undo brings it back with its files (decision 114)', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const older = await upload(visitor, await pngImage());
  const newer = await upload(visitor, await webpImage());

  const deleted = await visitor.post(`/v1/account/photos/${older.id}/delete`, {});
  expect(deleted.json()).toEqual({ success: true });
  expect(await list(visitor)).toEqual([newer]);
  expect(await galleryCount(visitor)).toBe(1);

  const restored = await visitor.post(`/v1/account/photos/${older.id}/restore`, {});

  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toEqual({ success: true, photo: older });
  expect(await list(visitor)).toEqual([newer, older]);
  expect((await visitor.get(older.picture)).statusCode).toBe(200);
});

test('past the window Undo says the image is gone, and the next gallery load removes its files', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const gone = await upload(visitor, await pngImage());
  await visitor.post(`/v1/account/photos/${gone.id}/delete`, {});
  await deletedAgo(gone.id, 61);

  const late = await visitor.post(`/v1/account/photos/${gone.id}/restore`, {});

  expect(late.statusCode).toBe(404);
  expect(late.json()).toEqual({ error: 'not_found', message: 'This image was deleted for good and can no longer be brought back.' });
  expect(await list(visitor)).toEqual([]);
  const files = await uploads.files();
  expect(files).not.toContain(keyOf(gone.picture));
  expect(files).not.toContain(keyOf(gone.thumbnail));
  expect(await testApp.database.db.select().from(photo).where(eq(photo.id, gone.id))).toEqual([]);
});

test("nobody else can undo a trader's delete, nor delete the same photo twice", async () => {
  const owner = await newSignedInTrader(testApp);
  const theirs = await upload(owner.visitor, await pngImage());
  await owner.visitor.post(`/v1/account/photos/${theirs.id}/delete`, {});
  const intruder = await newSignedInTrader(testApp);

  expect((await intruder.visitor.post(`/v1/account/photos/${theirs.id}/restore`, {})).statusCode).toBe(404);
  expect((await owner.visitor.post(`/v1/account/photos/${theirs.id}/delete`, {})).statusCode).toBe(404);
  expect(await list(owner.visitor)).toEqual([]);
});

test('Undo is refused with a sentence when the gallery filled up meanwhile', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const first = await upload(visitor, await pngImage());
  await visitor.post(`/v1/account/photos/${first.id}/delete`, {});
  const rows = Array.from({ length: MAX_PHOTOS }, (_, index) => ({
    userId: trader.id,
    storageKey: `full-${trader.id}-${index}.webp`,
    thumbnailKey: `full-${trader.id}-${index}-thumb.webp`,
    width: 10,
    height: 10,
    bytes: 10,
  }));
  await testApp.database.db.insert(photo).values(rows);

  const refused = await visitor.post(`/v1/account/photos/${first.id}/restore`, {});

  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('Your gallery is full again, so this image cannot come back. Delete another first.');
  expect(await list(visitor)).toHaveLength(MAX_PHOTOS);
});
