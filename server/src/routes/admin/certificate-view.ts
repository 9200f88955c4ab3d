import type { FastifyInstance } from 'fastify';
import { admin } from '../../../../common/contract/index';
import { HttpError } from '../../lib/http-errors';
import { registerCall } from '../../lib/register-call';
import { requireStaff } from '../../lib/require-staff';
import { createReviewQueueRepo } from '../../repos/review-queue-repo';

// the types an upload is checked to be; anything else is only ever offered as a download
const INLINE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
// no script, no plugin other than the browser's own PDF viewer, and an opaque origin
const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const NOT_FOUND = 'We could not find that certificate.';

/** A trader's certificate for staff only, opened inline in the review queue and never cached. */
export default async function certificateViewRoutes(app: FastifyInstance) {
  const queue = createReviewQueueRepo(app.db.db);
  registerCall(app, admin.certificateView, async ({ params, request, reply }) => {
    requireStaff(request);
    const row = await queue.find(params.id);
    const stored = row?.kind === 'electric' && row.documentKey ? await app.storage.get(row.documentKey) : null;
    if (!stored) throw new HttpError(404, 'not_found', NOT_FOUND);
    const extension = INLINE_TYPES[stored.contentType];
    const disposition = extension ? `inline; filename="certificate-${params.id}.${extension}"` : 'attachment';
    return reply
      .header('Content-Type', extension ? stored.contentType : 'application/octet-stream')
      .header('Content-Disposition', disposition)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', DOCUMENT_CSP)
      .send(stored.body);
  });
}
