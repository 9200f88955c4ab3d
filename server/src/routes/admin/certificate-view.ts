import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { admin } from '#common/contract/index';
import { certificateMessages } from '#common/contract/calls/verification';
import { carriesMetadata, CertificateImageUnreadable, reencodeCertificateImage } from '#server/lib/certificate-image';
import { DecodeSlotsBusy } from '#server/lib/decode-slots';
import { HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createReviewQueueRepo } from '#server/repos/review-queue-repo';
import { BUSY_RETRY_AFTER_SECONDS } from '#server/services/stored-images';

// re-encoded pictures, shown inline in the queue; anything else (a PDF) is only ever a download
const IMAGE_TYPES: Record<string, { extension: string; format: 'jpeg' | 'png' }> = {
  'image/jpeg': { extension: 'jpg', format: 'jpeg' },
  'image/png': { extension: 'png', format: 'png' },
};
// no script, no plugin, no form, an opaque origin: nothing in the file can act as the back office
export const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const NOT_FOUND = 'We could not find that certificate.';

type ImageType = (typeof IMAGE_TYPES)[string];

/**
 * A picture stored with its camera data (before decision 066) is cleaned on the way out; one that
 * no longer decodes loses its image type and is offered as a download like anything else.
 */
async function cleanPicture(
  app: FastifyInstance,
  stored: Readable,
  image: ImageType,
): Promise<{ body: Buffer; image: ImageType | undefined }> {
  const bytes = await buffer(stored);
  if (!(await carriesMetadata(bytes).catch(() => true))) return { body: bytes, image };
  try {
    return { body: await reencodeCertificateImage(bytes, image.format, app.decodeSlots), image };
  } catch (error) {
    if (error instanceof DecodeSlotsBusy) {
      throw new HttpError(503, 'busy', certificateMessages.busy, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
    }
    if (error instanceof CertificateImageUnreadable) return { body: bytes, image: undefined };
    throw error;
  }
}

/**
 * A trader's certificate for staff only, never cached (decision 066):
 * a picture inline, without camera or location data even if it was stored before certificates were
 * re-encoded; a PDF as an attachment, opened by the staff member's own PDF reader, never by the page.
 */
export default async function certificateViewRoutes(app: FastifyInstance) {
  const queue = createReviewQueueRepo(app.db);
  registerCall(app, admin.certificateView, async ({ params, request, reply }) => {
    requireStaff(request);
    const row = await queue.find(params.id);
    const stored = row && row.kind !== 'gas' && row.documentKey ? await app.storage.get(row.documentKey) : null;
    if (!stored) throw new HttpError(404, 'not_found', NOT_FOUND);
    const storedImage = IMAGE_TYPES[stored.contentType];
    const { body, image } = storedImage ? await cleanPicture(app, stored.body, storedImage) : { body: stored.body, image: undefined };
    const isPdf = stored.contentType === 'application/pdf';
    const name = `certificate-${params.id}.${image?.extension ?? (isPdf ? 'pdf' : 'bin')}`;
    return reply
      .header('Content-Type', image || isPdf ? stored.contentType : 'application/octet-stream')
      .header('Content-Disposition', image ? `inline; filename="${name}"` : `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', DOCUMENT_CSP)
      .send(body);
  });
}
