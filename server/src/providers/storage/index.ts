import { localUploadsDir, type Env } from '#server/env';
import { createLocalStorage } from './local';
import type { Storage } from './provider';
import { createS3Storage } from './s3';

export type * from './provider';
export { assertStorageKey, isPrivateStorageKey, isStorageKey, newPrivateStorageKey, newStorageId } from './storage-key';

export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(localUploadsDir(env));
}
