import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
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

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/** Objects in one bucket of any S3-compatible service, by `@aws-sdk/client-s3`. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
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
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body =
          reply.Body instanceof Readable ? reply.Body : Readable.from(Buffer.from((await reply.Body?.transformToByteArray()) ?? []));
        return { body, contentType: reply.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async close() {
      client.destroy();
    },
  };
}
