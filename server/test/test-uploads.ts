import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { useTestApp, type TestApp, type Visitor } from './test-app';

/** An uploads folder for one test file, so tests can look at what was stored. */
export type UploadsFolder = ReturnType<typeof folderAt>;

function folderAt(path: string) {
  return {
    path,
    /** The stored images (not their `.type` files), sorted. */
    async files(): Promise<string[]> {
      return (await readdir(path)).filter((name) => !name.endsWith('.type')).sort();
    },
    remove: () => rm(path, { recursive: true, force: true }),
  };
}

/**
 * The test file's app storing uploads in a folder of its own (made now, removed after the file's tests), so
 * tests can look at what was stored. Call it at the top of the file, like `useTestApp`.
 */
export function useTestAppWithUploads(env: Record<string, string> = {}): { testApp: TestApp; uploads: UploadsFolder } {
  const uploads = folderAt(mkdtempSync(join(tmpdir(), 'tradespace-test-uploads-')));
  const testApp = useTestApp({ UPLOADS_DIR: uploads.path, ...env });
  afterAll(() => uploads.remove());
  return { testApp, uploads };
}

/** The key part of a `/media/<key>` address. */
export function keyOf(url: string): string {
  return url.replace(/^\/media\//, '');
}

/** Fetches a stored image as the browser would, and reads its metadata. */
export async function fetchImage(visitor: Visitor, url: string): Promise<{ response: LightMyRequestResponse; metadata: Metadata }> {
  const response = await visitor.get(url, { accept: 'image/*' });
  return { response, metadata: await sharp(response.rawPayload).metadata() };
}
