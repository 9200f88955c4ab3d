import type { FastifyInstance } from 'fastify';
import { lead } from '#common/contract/index';
import { groupedCalls } from '#server/db/grouped-calls';
import { FieldErrorList, HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { checkLeadBasics } from '#server/services/lead-checks';
import { createLeadRepo, type NewLead } from '#server/repos/lead-repo';
import { readTakenEmailFacts, refuseTakenEmail } from '#server/services/taken-email';

/** At most this many visits' leads in one statement. */
const GROUP_MOST = 100;

export default async function leadCreateRoutes(app: FastifyInstance) {
  const leads = createLeadRepo(app.db);
  // every visitor's first step: many at once share one insert (group commit, decision 098)
  const insertLead = groupedCalls((rows: readonly NewLead[]) => leads.insertMany(rows), { maxBatch: GROUP_MOST });
  registerCall(app, lead.leadCreate, async ({ input, request }) => {
    const session = request.session;
    if (!session) throw new HttpError(419, 'page_expired', 'Your session has expired. Please refresh the page.');
    readTakenEmailFacts(app, request, input.email_address);
    await app.captcha.attempt(request, { action: 'lead', response: input.recaptcha_response });
    const errors = new FieldErrorList();
    await checkLeadBasics(app, errors, input.postcode, input.trades);
    errors.throwIfAny();

    await refuseTakenEmail(app, request, input.email_address);
    // the visit's lead is its newest row (decision 096): nothing kept reads leads, so this write leaves kept reads kept
    const id = await insertLead({
      sessionId: session.publicId,
      formId: input.form_id ?? null,
      email: input.email_address,
      postcode: input.postcode,
      trades: input.trades,
    });
    return { lead_id: id };
  });
}
