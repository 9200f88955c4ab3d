import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { freePort, startProcess, waitUntil, type StartedProcess } from './child-process';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const S3RVER_KEY = 'S3RVER';

/** An S3-compatible store in a process of its own (s3rver, files in a temporary folder), reached over HTTP. */
export interface S3Store {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  process: StartedProcess;
  /** The keys in a bucket, as the S3 SDK lists them. */
  keys: (bucket: string) => Promise<string[]>;
  /** The object's size and type, or null when the bucket has no such key. */
  head(bucket: string, key: string): Promise<{ bytes: number; contentType: string } | null>;
  stop: () => Promise<void>;
}

export async function startS3Store(): Promise<S3Store> {
  const folder = await mkdtemp(join(tmpdir(), 'tradespace-s3rver-'));
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const store = startProcess('s3rver', process.execPath, [
    bin,
    '--directory',
    folder,
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    '--silent',
  ]);
  const listening = await waitUntil(async () => store.output().includes('S3rver listening'), { timeoutMs: 15_000, giveUp: store.hasEnded });
  if (!listening) {
    await store.kill9();
    await rm(folder, { recursive: true, force: true });
    throw new Error(`s3rver did not start:\n${store.output()}`);
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    endpoint,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    process: store,
    async keys(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async head(bucket, key) {
      try {
        const reply = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { bytes: reply.ContentLength ?? 0, contentType: reply.ContentType ?? '' };
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await store.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
