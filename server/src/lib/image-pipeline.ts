import sharp, { type Sharp } from 'sharp';
import { imageMessages } from '../../../common/contract/calls/photos';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: a small file may still claim a huge canvas. */
export const MAX_IMAGE_PIXELS = 100_000_000;
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

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  // no withMetadata()/keepExif(): the output carries no EXIF, GPS, XMP or ICC profile
  const { data, info } = await pipeline.toColourspace('srgb').webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
}

/**
 * Checks an upload by its content and re-encodes it: EXIF orientation applied, every bit of
 * metadata dropped, a display size and a square thumbnail. The original bytes are never kept.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejected(imageMessages.missing);
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected(imageMessages.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejected(imageMessages.notAnImage);

  // the header alone: sharp's own pixel limit would refuse it with a text we could not tell apart
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) {
    throw new ImageRejected(imageMessages.notAnImage);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageRejected(imageMessages.tooManyPixels);

  const oriented = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  try {
    const [display, thumbnail] = await Promise.all([
      encode(oriented.clone().resize(DISPLAY_EDGE, DISPLAY_EDGE, { fit: 'inside', withoutEnlargement: true })),
      encode(oriented.clone().resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' })),
    ]);
    return { display, thumbnail };
  } catch {
    // a header that reads well over a body that does not decode
    throw new ImageRejected(imageMessages.notAnImage);
  }
}
