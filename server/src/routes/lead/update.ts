import type { FastifyInstance } from 'fastify';
import { PHONE_TAKEN } from '#common/contract/calls/registration';
import { lead } from '#common/contract/index';
import { HttpError, ValidationError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { createLeadRepo } from '#server/repos/lead-repo';
import { createUserRepo } from '#server/repos/user-repo';
import { traderMobile } from '#server/services/registration-checks';
import { startSmsSignIn } from '#server/services/sms-sign-in';
import { smsTransaction } from '#server/services/sms-send-gate';

export default async function leadUpdateRoutes(app: FastifyInstance) {
  registerCall(app, lead.leadUpdate, async ({ input, params, request }) => {
    const found = request.session && (await createLeadRepo(app.db).findForSession(params.id, request.session.publicId));
    if (!found) throw new HttpError(404, 'not_found', 'We could not find that lead.');
    const phone = traderMobile(input.phone_number);
    // a taken phone is texted a sign-in code, so the captcha weighs the texts sent to it lately
    await app.captcha.guard(request, { action: 'lead', response: input.recaptcha_response, phone });
    // only a number an account proved is taken; a typed one is a claim (decision 101)
    if ((await createUserRepo(app.db).findVerifiedByPhone(phone)).length > 0) {
      const id = await smsTransaction(app, (tx) => startSmsSignIn(app, request, phone, tx));
      throw new ValidationError({ phone_number: [PHONE_TAKEN] }, { id });
    }
    await createLeadRepo(app.db).update(found.id, { phoneNumber: phone });
    return { success: true as const };
  });
}
