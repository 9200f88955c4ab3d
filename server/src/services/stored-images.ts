import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_FIELD } from '../../../common/contract/define-call';
import { fieldError } from '../lib/http-errors';
import { ImageRejected, processImage } from '../lib/image-pipeline';
import { newStorageId, type Storage } from '../providers/storage/index';

export interface StoredImage {
  key: string;
  thumbnailKey: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Re-encodes an upload and stores the display size and the thumbnail under fresh random keys.
 * A refused image is a 422 under `file`; nothing is stored then, nor left behind on a failure.
 */
export async function storeImage(storage: Storage, upload: Buffer): Promise<StoredImage> {
  const image = await processImage(upload).catch((error: unknown) => {
    if (error instanceof ImageRejected) throw fieldError(UPLOAD_FIELD, error.message);
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
