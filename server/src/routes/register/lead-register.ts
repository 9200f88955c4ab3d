import type { FastifyInstance } from 'fastify';
import { lead } from '#common/contract/index';
import { FieldErrorList, HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { createLeadRepo } from '#server/repos/lead-repo';
import { checkLeadBasics } from '#server/services/lead-checks';
import { writeSessionLead } from '#server/services/session-lead';
import { refuseTakenEmail } from '#server/services/taken-email';

export default async function leadRegisterRoutes(app: FastifyInstance) {
  registerCall(app, lead.leadRegister, async ({ input, request }) => {
    const session = request.session;
    if (!session) throw new HttpError(419, 'page_expired', 'Your session has expired. Please refresh the page.');
    await app.captcha.guard(request, { action: 'lead', response: input.recaptcha_response });
    await app.captcha.recordAttempt(request, 'lead');
    const errors = new FieldErrorList();
    await checkLeadBasics(app, errors, input.postcode, input.trades);
    errors.throwIfAny();

    await refuseTakenEmail(app, request, input.email_address);
    return app.db.transaction(async (tx) => {
      const row = await createLeadRepo(tx).insert({
        sessionId: session.publicId,
        formId: input.form_id ?? null,
        email: input.email_address,
        postcode: input.postcode,
        trades: input.trades,
      });
      await writeSessionLead(app, request, { id: row.id, email: row.email, postcode: row.postcode, trades: row.trades }, tx);
      return { lead_id: row.id };
    });
  });
}
