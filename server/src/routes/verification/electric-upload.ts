import type { FastifyInstance } from 'fastify';
import { verification } from '#common/contract/index';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { ValidationError } from '#server/lib/http-errors';
import { readUpload } from '#server/lib/read-upload';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { assertMayUploadCertificate, certificateUploadRules, submitCertificate } from '#server/services/certificate-submission';

/** A refusal also reads `success: false` and `error` (common/contract/calls/verification.ts). */
async function withRefusalReply(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    const message = error instanceof ValidationError ? error.errors[UPLOAD_FIELD]?.[0] : undefined;
    if (error instanceof ValidationError && message) throw new ValidationError(error.errors, { success: false, error: message });
    throw error;
  }
}

/** The electric step: the certificate proving registration as an electrician. */
export default async function electricUploadRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verification.electricUpload,
    async ({ request }) => {
      const userId = requireUser(request);
      await withRefusalReply(async () => {
        await assertMayUploadCertificate(app.db, userId);
        await submitCertificate(app, userId, await readUpload(request, certificateUploadRules), request.log);
      });
      return { success: true as const };
    },
    { config: { rateLimit: { max: app.env.UPLOADS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
