import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Images made in the test, never checked in: sharp writes them, with the metadata a phone adds.

/** A JPEG carrying GPS EXIF and an EXIF orientation (6: the camera was turned a quarter). */
export async function jpegWithGps(width = 300, height = 200, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

export async function pngImage(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export async function webpImage(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#246' } })
    .webp()
    .toBuffer();
}

/** A real PNG of noise, about 12 MB: over the 10 MB limit. */
export async function twelveMegabyteImage(): Promise<Buffer> {
  const side = 2000;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A small PNG whose header claims 30000 × 30000 pixels (or the given size): a decompression bomb's calling card. */
export async function pngClaimingHugeSize(width = 30_000, height = 30_000): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR: type and data, then its CRC
  return png;
}

/**
 * A real decompression bomb: one colour over 10,000 × 10,000 pixels compresses to about 300 kB of PNG
 * that decodes to 300 MB (takes sharp about 2 s to write).
 */
export async function pngBomb(width = 10_000, height = 10_000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
}

/** A large but legal photo (12 megapixels by default): a soft gradient, so it decodes like a real one but stays small. */
export async function largeJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
      '<stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#c84"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#g)"/></svg>',
  );
  return sharp(gradient).jpeg({ quality: 85 }).toBuffer();
}

/** The start of a PDF, as a "photo.jpg" renamed from "invoice.pdf" would carry. */
export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
}

/** True when the EXIF block points to a GPS directory (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body with the given files, for `visitor.post(url, payload, headers)`. */
export function multipart(...files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tradespace-test-${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap(({ bytes, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'file' }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
