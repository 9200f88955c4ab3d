import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { imageMessages } from '#common/contract/calls/photos';
import { hasGpsPointer, jpegWithGps, pdfBytes, pngClaimingHugeSize, pngImage, webpImage } from '#server-test/test-images';
import { createDecodeSlots, type DecodeSlots } from './decode-slots';
import { ImageRejected, MAX_IMAGE_BYTES, processImage as processWithSlots, sniffImageFormat } from './image-pipeline';

const slots = createDecodeSlots({ slots: 2, queueLimit: 20, waitMs: 10_000 });
const processImage = (bytes: Buffer) => processWithSlots(bytes, slots);

test('the test JPEG really carries GPS EXIF and an orientation', async () => {
  const metadata = await sharp(await jpegWithGps()).metadata();
  expect(hasGpsPointer(metadata.exif)).toBe(true);
  expect(metadata.orientation).toBe(6);
});

test('re-encodes a phone JPEG upright as WebP with no EXIF, GPS or ICC profile left', async () => {
  const { display, thumbnail } = await processImage(await jpegWithGps(300, 200, 6));

  const metadata = await sharp(display.bytes).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect([display.width, display.height]).toEqual([200, 300]);
  expect([metadata.width, metadata.height]).toEqual([200, 300]);
  expect(display.contentType).toBe('image/webp');
  const thumb = await sharp(thumbnail.bytes).metadata();
  expect([thumb.width, thumb.height, thumb.exif]).toEqual([400, 400, undefined]);
});

test('shrinks a large picture to 1600 px on its long edge and never enlarges a small one', async () => {
  const large = await processImage(await pngImage(3200, 1000));
  expect([large.display.width, large.display.height]).toEqual([1600, 500]);
  const small = await processImage(await pngImage(120, 80));
  expect([small.display.width, small.display.height]).toEqual([120, 80]);
});

test.each([
  ['PNG', pngImage],
  ['WebP', webpImage],
])('accepts a %s image', async (_, make) => {
  const { display } = await processImage(await make());
  expect(display.bytes.length).toBeGreaterThan(0);
});

test('knows the formats by their first bytes, not by any name', async () => {
  expect(sniffImageFormat(await jpegWithGps())).toBe('jpeg');
  expect(sniffImageFormat(await pngImage())).toBe('png');
  expect(sniffImageFormat(await webpImage())).toBe('webp');
  expect(sniffImageFormat(pdfBytes())).toBeNull();
  expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
});

async function refusal(bytes: Buffer): Promise<string> {
  const error = await processImage(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImageRejected);
  return (error as ImageRejected).message;
}

test('refuses a PDF, a GIF and a JPEG header over bytes that do not decode', async () => {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);
  expect(await refusal(pdfBytes())).toBe(imageMessages.notAnImage);
  expect(await refusal(gif)).toBe(imageMessages.notAnImage);
  expect(await refusal(broken)).toBe(imageMessages.notAnImage);
});

test('converts a picture with a wide-gamut ICC profile to sRGB and drops the profile', async () => {
  const p3 = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
  expect((await sharp(p3).metadata()).icc).toBeDefined();

  const { display } = await processImage(p3);

  const metadata = await sharp(display.bytes).metadata();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.space).toBe('srgb');
});

test('refuses a decompression bomb by its claimed size before it takes a decoding slot', async () => {
  const watched: DecodeSlots = { run: vi.fn(), active: 0, waiting: 0 };
  const error = await processWithSlots(await pngClaimingHugeSize(10_000, 10_000), watched).catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(ImageRejected);
  expect((error as Error).message).toBe(
    'This picture is too big (10,000 × 10,000 pixels). Please upload a smaller one, at most 40 megapixels: a photo from a phone camera on its normal setting is fine.',
  );
  expect(watched.run).not.toHaveBeenCalled();
});

test('accepts exactly 40 megapixels and refuses one column more', async () => {
  expect(await refusal(await pngClaimingHugeSize(8001, 5000))).toBe(imageMessages.tooManyPixels(8001, 5000));
  const { display } = await processImage(
    await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#8a4' } })
      .png()
      .toBuffer(),
  );
  expect([display.width, display.height]).toEqual([1600, 1000]);
});

test('a panorama much wider than high gets a sharp thumbnail, cut from the full picture, not enlarged from the display', async () => {
  const noise = randomBytes(4000 * 500);
  const wide = await sharp(noise, { raw: { width: 4000, height: 500, channels: 1 } })
    .png()
    .toBuffer();
  const { display, thumbnail } = await processImage(wide);
  expect([display.width, display.height]).toEqual([1600, 200]);
  expect([thumbnail.width, thumbnail.height]).toEqual([400, 400]);
  // cut from 500 px of height: about 23; enlarged from the display's 200 px: about 4
  expect((await sharp(thumbnail.bytes).stats()).sharpness).toBeGreaterThan(12);
});

test('a 16-bit PNG keeps its colours', async () => {
  const deep = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toColourspace('rgb16')
    .png()
    .toBuffer();
  expect((await sharp(deep).metadata()).depth).toBe('ushort');

  const { display } = await processImage(deep);

  const { dominant } = await sharp(display.bytes).stats();
  expect(Math.abs(dominant.r - 200)).toBeLessThan(16);
  expect(Math.abs(dominant.g - 40)).toBeLessThan(16);
});

test('refuses more than 10 MB and an empty file', async () => {
  expect(await refusal(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff))).toBe(imageMessages.tooLarge);
  expect(await refusal(Buffer.alloc(0))).toBe(imageMessages.missing);
});
