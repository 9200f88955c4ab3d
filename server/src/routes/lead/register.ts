import type { FastifyInstance } from 'fastify';
import { EMAIL_TAKEN } from '../../../../common/contract/calls/register';
import { lead } from '../../../../common/contract/index';
import { FieldErrorList, HttpError, fieldError } from '../../lib/http-errors';
import { registerCall } from '../../lib/register-call';
import { createLeadRepo } from '../../repos/lead-repo';
import { createUserRepo } from '../../repos/user-repo';
import { checkLeadBasics } from '../../services/lead-checks';
import { sendLoginLink } from '../../services/login-links';
import { writeSessionLead } from '../../services/session-lead';

export default async function leadRegisterRoutes(app: FastifyInstance) {
  registerCall(app, lead.leadRegister, async ({ input, request }) => {
    const session = request.session;
    if (!session) throw new HttpError(419, 'page_expired', 'Your session has expired. Please refresh the page.');
    await app.captcha.guard(request, { action: 'lead', response: input.recaptcha_response });
    await app.captcha.recordAttempt(request, 'lead');
    const errors = new FieldErrorList();
    await checkLeadBasics(app.db.db, errors, input.postcode, input.trades);
    errors.throwIfAny();

    const existing = await createUserRepo(app.db.db).findByEmail(input.email_address);
    if (existing) {
      await app.db.db.transaction((tx) => sendLoginLink(app, existing, tx));
      throw fieldError('email_address', EMAIL_TAKEN);
    }
    return app.db.db.transaction(async (tx) => {
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
