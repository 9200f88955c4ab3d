import { loadSharp } from './load-sharp';
import type { DecodeSlots } from './decode-slots';
import { MAX_IMAGE_PIXELS } from './image-pipeline';

/** Long side of a stored certificate picture: small print on an A4 scan stays readable. */
export const CERTIFICATE_EDGE = 2400;
const JPEG_QUALITY = 90;

/** A certificate picture is a failure to decode (its header read well, its body did not). */
export class CertificateImageUnreadable extends Error {}

/**
 * Re-encodes a JPEG or PNG certificate in its own format, upright, at most 2,400 px on its long
 * side, with no EXIF, GPS, XMP, IPTC or ICC profile left (decision 066).
 * JPEG keeps full colour resolution (4:4:4) at quality 90 so lettering stays sharp; PNG stays lossless.
 * The decode waits for one of the process's decoding slots like a photo's (decision 061).
 */
export async function reencodeCertificateImage(bytes: Buffer, format: 'jpeg' | 'png', slots: DecodeSlots): Promise<Buffer> {
  const sharp = await loadSharp();
  return slots.run(async () => {
    // no withMetadata()/keepExif(): what sharp writes carries none of the camera's data
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(CERTIFICATE_EDGE, CERTIFICATE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
        : pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    return encoded.toBuffer().catch(() => {
      throw new CertificateImageUnreadable();
    });
  });
}

/** True when a stored picture still carries camera or location data (one stored before re-encoding). */
export async function carriesMetadata(bytes: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  return Boolean(metadata.exif ?? metadata.xmp ?? metadata.iptc ?? metadata.icc) || (metadata.orientation ?? 1) !== 1;
}
