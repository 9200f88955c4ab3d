import type { FastifyBaseLogger } from 'fastify';
import { imageMessages } from '#common/contract/calls/photos';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { DecodeSlotsBusy, type DecodeSlots } from '../lib/decode-slots';
import { fieldError, HttpError } from '../lib/http-errors';
import { ImageRejected, processImage } from '../lib/image-pipeline';
import { newStorageId, type Storage } from '../providers/storage/index';

export interface StoredImage {
  key: string;
  thumbnailKey: string;
  width: number;
  height: number;
  bytes: number;
}

/** What a 503 for a busy decoder tells the client: the sentence says "in a minute". */
export const BUSY_RETRY_AFTER_SECONDS = 60;

/**
 * Re-encodes an upload and stores the display size and the thumbnail under fresh random keys.
 * A refused image is a 422 under `file`; no free decoding slot in time is a 503 with Retry-After.
 * Nothing is stored then, nor left behind on a failure.
 */
export async function storeImage(app: { storage: Storage; decodeSlots: DecodeSlots }, upload: Buffer): Promise<StoredImage> {
  const { storage } = app;
  const image = await processImage(upload, app.decodeSlots).catch((error: unknown) => {
    if (error instanceof ImageRejected) throw fieldError(UPLOAD_FIELD, error.message);
    if (error instanceof DecodeSlotsBusy) {
      throw new HttpError(503, 'busy', imageMessages.busy, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
    }
    throw error;
  });
  const id = newStorageId();
  const key = `${id}.${image.display.extension}`;
  const thumbnailKey = `${id}-thumb.${image.thumbnail.extension}`;
  try {
    await storage.put(key, image.display.bytes, image.display.contentType);
    await storage.put(thumbnailKey, image.thumbnail.bytes, image.thumbnail.contentType);
  } catch (error) {
    await Promise.allSettled([storage.delete(key), storage.delete(thumbnailKey)]);
    throw error;
  }
  const { width, height, bytes } = image.display;
  return { key, thumbnailKey, width, height, bytes: bytes.length };
}

/** Deletes stored files after their rows are gone; a failure only leaves an orphan, so it is logged. */
export async function removeStoredFiles(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') log.warn({ err: result.reason, key: keys[index] }, 'could not delete a stored image');
  });
}
