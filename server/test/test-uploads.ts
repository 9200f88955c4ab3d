import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { Visitor } from './test-app';

/** An uploads folder for one test file, so tests can look at what was stored. */
export async function uploadsFolder() {
  const path = await mkdtemp(join(tmpdir(), 'tradespace-test-uploads-'));
  return {
    path,
    /** The stored images (not their `.type` files), sorted. */
    async files(): Promise<string[]> {
      return (await readdir(path)).filter((name) => !name.endsWith('.type')).sort();
    },
    remove: () => rm(path, { recursive: true, force: true }),
  };
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
