import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Storage } from './provider';
import { assertStorageKey } from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  /** Any S3-compatible service (MinIO, R2, Spaces…); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Without both keys the SDK's usual credential chain applies (instance role, env…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

// the SDK loads with the first object stored or read: a process on the local folder never holds it (decision 090)
const loadSdk = () => import('@aws-sdk/client-s3');
type S3Sdk = Awaited<ReturnType<typeof loadSdk>>;

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/** Objects in one bucket of any S3-compatible service, by `@aws-sdk/client-s3`. */
export function createS3Storage(options: S3StorageOptions): Storage {
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | null = null;
  const connect = () => (connected ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk, options) })));
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const reply = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const body =
          reply.Body instanceof Readable ? reply.Body : Readable.from(Buffer.from((await reply.Body?.transformToByteArray()) ?? []));
        return { body, contentType: reply.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async close() {
      if (connected) (await connected).client.destroy();
    },
  };
}

function newClient(sdk: S3Sdk, options: S3StorageOptions): S3Client {
  return new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // the SDK's default CRC trailers are not understood by every S3-compatible service
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
