import type { FastifyInstance } from 'fastify';
import { INSURANCE_FIELD_NAMES } from '#common/contract/calls/insurance';
import { insurance } from '#common/contract/index';
import { readUploadWithFields } from '#server/lib/read-upload';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createInsuranceRepo } from '#server/repos/insurance-repo';
import { certificateUploadRules } from '#server/services/certificate-submission';
import { insuranceViewOf, submitInsurance } from '#server/services/insurance-submission';

/** Public liability insurance (decision 135): the certificate with its details, and what became of it. */
export default async function insuranceRoutes(app: FastifyInstance) {
  const repo = createInsuranceRepo(app.db);

  registerCall(
    app,
    insurance.insuranceUpload,
    async ({ request }) => {
      const userId = requireUser(request);
      const sent = await readUploadWithFields(request, certificateUploadRules, INSURANCE_FIELD_NAMES);
      const row = await submitInsurance(app, userId, sent, request.log);
      return {
        success: true as const,
        insurance: { status: 'pending' as const, insurer: row.insurer ?? '', cover: row.cover ?? 0, expires_on: row.expiresOn ?? '' },
      };
    },
    { config: { rateLimit: { max: app.env.UPLOADS_PER_MINUTE, timeWindow: '1 minute' } } },
  );

  registerCall(app, insurance.insuranceRead, async ({ request, reply }) => {
    const userId = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return { insurance: insuranceViewOf(await repo.latest(userId)) };
  });
}
