import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDENTITY_RETURN_PATH } from '#common/contract/calls/identity';
import { html } from '#server/lib/html';
import { signPayload, SIGNATURE_HEADER } from '#server/lib/stripe-signature';
import { LOCAL_IDENTITY_PAGE, type StandInOutcome, type StandInSession } from '#server/providers/identity/index';
import { STRIPE_WEBHOOK_PATH } from '#server/routes/webhooks/stripe-webhook';
import { acceptFormPosts, formText } from '#server/routes/public/form-body';
import { sessionEventJson } from './identity-shapes';
import { sendStandInPage } from './stand-in-page';

const TITLE = 'Test identity check';

function openPage(session: StandInSession) {
  return html`<h1>${TITLE}</h1>
<p>This page plays Stripe Identity's test mode: no document or selfie is taken, and nothing is checked. Choose how the check ends.</p>
<form method="post" action="${LOCAL_IDENTITY_PAGE}/${session.id}">
<label for="first_name">First name on the document</label>
<input id="first_name" name="first_name" autocomplete="off" value="${session.firstName}">
<label for="last_name">Last name on the document</label>
<input id="last_name" name="last_name" autocomplete="off" value="${session.lastName}">
<p><button class="complete" type="submit" name="outcome" value="verified">Verified</button>
<button class="fail" type="submit" name="outcome" value="document_unreadable">Document unreadable</button>
<button class="fail" type="submit" name="outcome" value="selfie_mismatch">Selfie does not match</button></p>
</form>`;
}

function outcomeOf(body: unknown, session: StandInSession): StandInOutcome {
  const chosen = formText(body, 'outcome', 40);
  if (chosen === 'document_unreadable' || chosen === 'selfie_mismatch') return { kind: chosen };
  const firstName = formText(body, 'first_name', 100).trim() || session.firstName;
  const lastName = formText(body, 'last_name', 100).trim() || session.lastName;
  return { kind: 'verified', firstName, lastName };
}

/**
 * The local identity stand-in's hosted page (decision 137), served only while the stand-in is the provider.
 * Its answer is delivered as Stripe delivers one: a signed event to the app's webhook route, which records it.
 */
export default async function identityPageRoutes(fastify: FastifyInstance) {
  const standIn = fastify.identity.standIn;
  if (!standIn) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);
  const params = z.object({ id: z.string().max(100) });

  app.get(`${LOCAL_IDENTITY_PAGE}/:id`, { schema: { params } }, async (request, reply) => {
    const session = await standIn.session(request.params.id);
    if (!session) return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('There is no such identity check.');
    if (session.status !== 'requires_input') {
      return sendStandInPage(
        reply,
        TITLE,
        html`<h1>${TITLE}</h1><p>This check has already ended.</p><p><a href="${IDENTITY_RETURN_PATH}">Back to my account</a></p>`,
      );
    }
    return sendStandInPage(reply, TITLE, openPage(session));
  });

  app.post(`${LOCAL_IDENTITY_PAGE}/:id`, { schema: { params } }, async (request, reply) => {
    const session = await standIn.session(request.params.id);
    if (!session) return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('There is no such identity check.');
    // a second press finds the session ended and sends nothing
    const ended = await standIn.finish(session.id, outcomeOf(request.body, session));
    if (ended) {
      const payload = JSON.stringify(sessionEventJson(ended));
      const delivered = await fastify.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(payload, fastify.identity.webhookSecret) },
        payload,
      });
      if (delivered.statusCode !== 200) request.log.error({ status: delivered.statusCode }, 'the identity stand-in event was not accepted');
    }
    return reply.redirect(IDENTITY_RETURN_PATH, 303);
  });
}
