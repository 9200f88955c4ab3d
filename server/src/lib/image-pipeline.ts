import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from './load-sharp';
import { imageMessages, MAX_IMAGE_BYTES, MAX_IMAGE_MEGAPIXELS } from '#common/contract/calls/photos';
import type { DecodeSlots } from './decode-slots';

// one number for the server's reader and the browser's check before upload
export { MAX_IMAGE_BYTES };
/** Decompression-bomb guard: a 300 kB PNG may claim 10,000 × 10,000 pixels (decision 061). */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const DISPLAY_EDGE = 1600;
const THUMBNAIL_EDGE = 400;

type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
}

export interface ProcessedImage {
  display: EncodedImage;
  thumbnail: EncodedImage;
}

/** A refused image, with the text shown under the file field. */
export class ImageRejected extends Error {}

/** The format the first bytes announce, whatever the file's name or declared type. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The width and height a header claims, as the picture will stand once its EXIF orientation is applied. */
export function claimedSize(metadata: Metadata): { width: number; height: number } | null {
  const { width, height } = metadata.autoOrient ?? metadata;
  return width && height ? { width, height } : null;
}

/** Past the decompression-bomb guard; judged on the header's claim, before anything is decoded. */
export function isTooManyPixels(size: { width: number; height: number }): boolean {
  return size.width * size.height > MAX_IMAGE_PIXELS;
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  // no withMetadata()/keepExif(): the output carries no EXIF, GPS, XMP or ICC profile
  const { data, info } = await pipeline.toColourspace('srgb').webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
}

/**
 * Decodes once, to raw sRGB pixels of the display size, and encodes both sizes from those: one
 * full-size decode per image instead of two (a 40-megapixel PNG holds about 50 MB while it decodes).
 * Only a picture more than four times as wide as high (or the reverse) is read again for its thumbnail,
 * so the square is cut from the full picture rather than enlarged from a thin strip.
 */
async function decodeAndEncode(bytes: Buffer, size: { width: number; height: number }): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  // the second guard: libvips itself refuses to decode past the limit, whatever the header said
  const original = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const { data, info } = await original()
    .resize(DISPLAY_EDGE, DISPLAY_EDGE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const displayed = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const display = await encode(displayed());
  const shrunk = size.width > info.width || size.height > info.height;
  const thumbnailSource = shrunk && Math.min(info.width, info.height) < THUMBNAIL_EDGE ? original() : displayed();
  const thumbnail = await encode(thumbnailSource.resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' }));
  return { display, thumbnail };
}

/**
 * Checks an upload by its content and re-encodes it: EXIF orientation applied, every bit of
 * metadata dropped, a display size and a square thumbnail. The original bytes are never kept.
 * The header is judged first (size, format, pixels); only then does the image wait for one of
 * the process's decoding slots, so a refused bomb never takes a slot.
 */
export async function processImage(bytes: Buffer, slots: DecodeSlots): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejected(imageMessages.missing);
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected(imageMessages.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejected(imageMessages.notAnImage);

  // the header alone: sharp's own pixel limit would refuse it with a text we could not tell apart
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const size = metadata ? claimedSize(metadata) : null;
  if (!metadata || metadata.format !== format || !size) throw new ImageRejected(imageMessages.notAnImage);
  if (isTooManyPixels(size)) throw new ImageRejected(imageMessages.tooManyPixels(size.width, size.height));

  return slots.run(async () => {
    try {
      return await decodeAndEncode(bytes, size);
    } catch {
      // a header that reads well over a body that does not decode
      throw new ImageRejected(imageMessages.notAnImage);
    }
  });
}
