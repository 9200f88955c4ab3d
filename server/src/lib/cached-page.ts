import { createHash, randomBytes } from 'node:crypto';
import { brotliCompressSync, crc32, deflateRawSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * Where each visitor's own form token goes in a page rendered once for everyone. Random per process, so
 * nothing a trader types into their profile can be mistaken for it.
 */
export const FORM_TOKEN_SLOT = `form-token-slot-${randomBytes(12).toString('hex')}`;

/** How long a kept page is served with no write seen: the footer's year and anything else that moves with time. */
export const PAGE_TTL_MS = 60_000;
/** Pages kept per process and kind (profiles, listings): about 30 kB each. */
export const PAGES_CACHED = 1_000;

/** A public page rendered once and kept (decision 084): its HTML and the tag of its content. */
export interface CachedPage {
  html: string;
  /** A hash of the page with the slot in a fixed form: the same on every process that renders the same page. */
  tag: string;
}

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('base64url').slice(0, length);

export function cachedPage(html: string): CachedPage {
  return { html, tag: digest(html.replaceAll(FORM_TOKEN_SLOT, 'form-token'), 22) };
}

/** The ETag of the page as one visitor gets it: it changes with the page or the visitor's token. */
export function etagFor(page: CachedPage, token?: string): string {
  return token === undefined ? `W/"${page.tag}"` : `W/"${page.tag}.${digest(token, 10)}"`;
}

/** The page as one visitor gets it: their token in its slot. */
export function htmlFor(page: CachedPage, token?: string): string {
  return token === undefined ? page.html : page.html.replaceAll(FORM_TOKEN_SLOT, token);
}

/** True when the browser's If-None-Match names this ETag (weakly compared, as HTTP says for GET). */
export function browserHasPage(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export type PageEncoding = 'br' | 'gzip';

/**
 * The first of the `offered` encodings this browser takes, or none (`q=0` refuses one): a listing is offered in
 * brotli, then gzip; a profile only in gzip.
 */
export function pageEncodingFor(
  acceptEncoding: string | undefined,
  offered: readonly PageEncoding[] = ['br', 'gzip'],
): PageEncoding | null {
  if (acceptEncoding === undefined || acceptEncoding.length > ENCODING_HEADER_CACHE_LENGTH) return readEncoding(acceptEncoding, offered);
  const key = `${offered.join(',')} ${acceptEncoding}`;
  const known = encodingsRead.get(key);
  if (known !== undefined) return known;
  const encoding = readEncoding(acceptEncoding, offered);
  if (encodingsRead.size >= ENCODING_HEADERS_CACHED) encodingsRead.delete(encodingsRead.keys().next().value as string);
  encodingsRead.set(key, encoding);
  return encoding;
}

/** Browsers send a handful of different Accept-Encoding headers: each is read once and its answer kept. */
const encodingsRead = new Map<string, PageEncoding | null>();
const ENCODING_HEADERS_CACHED = 100;
const ENCODING_HEADER_CACHE_LENGTH = 200;

function readEncoding(acceptEncoding: string | undefined, offered: readonly PageEncoding[]): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim()),
  );
  return offered.find((encoding) => accepted.has(encoding)) ?? null;
}

const compressedPages = new WeakMap<CachedPage, Partial<Record<PageEncoding, Buffer>>>();

/**
 * A page without a form token compressed once per encoding and kept with it: compressing a 30 kB page for every
 * view cost more than everything else the view does.
 */
export function compressedPage(page: CachedPage, encoding: PageEncoding): Buffer {
  const kept = compressedPages.get(page) ?? {};
  compressedPages.set(page, kept);
  kept[encoding] ??= compressForCache(page.html, encoding);
  return kept[encoding];
}

/** Text that is compressed once and then sent many times (a kept page, a kept reply), in one encoding. */
export function compressForCache(text: string, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
      })
    : gzipSync(text, { level: 6 });
}

interface GzipParts {
  /** The page before the token slot and after it, each compressed once as its own run of deflate blocks. */
  before: Buffer;
  after: Buffer;
  /** The part before the token: its length in bytes, and its checksum, where each view's checksum starts. */
  beforeLength: number;
  beforeCrc: number;
  afterText: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const gzipParts = new WeakMap<CachedPage, GzipParts | null>();

/**
 * Bytes as one stored (uncompressed) deflate block, for a place in the stream that is byte-aligned: a token is
 * too short and too random to shrink, and a stored block needs no compressor at all (RFC 1951, 3.2.4).
 */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0); // not the last block, stored, the rest of the byte padding
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * A page with a visitor's token in it, as gzip, without compressing the page for each view (decision 084): the
 * parts before and after the token are compressed once as separate runs of deflate blocks, each run starting
 * afresh, and each view joins them around its own small run for the token. A gzip stream may hold any sequence of
 * blocks, so the joined stream is valid; its checksum and length are the whole page's, computed per view. The token
 * (tens of bytes) goes in as a stored block.
 */
export function gzipWithToken(page: CachedPage, token: string): Buffer | null {
  let parts = gzipParts.get(page);
  if (parts === undefined) {
    const pieces = page.html.split(FORM_TOKEN_SLOT);
    parts =
      pieces.length === 2
        ? {
            beforeLength: Buffer.byteLength(pieces[0] ?? ''),
            beforeCrc: crc32(pieces[0] ?? ''),
            afterText: Buffer.from(pieces[1] ?? ''),
            before: deflateRawSync(pieces[0] ?? '', { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH }),
            after: deflateRawSync(pieces[1] ?? '', { level: 6 }),
          }
        : null;
    gzipParts.set(page, parts);
  }
  const tokenText = Buffer.from(token);
  // one stored block holds at most 65,535 bytes
  if (!parts || tokenText.length > 0xffff) return null;
  const middle = storedBlock(tokenText);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(parts.afterText, crc32(tokenText, parts.beforeCrc)), 0);
  trailer.writeUInt32LE((parts.beforeLength + tokenText.length + parts.afterText.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, parts.before, middle, parts.after, trailer]);
}
