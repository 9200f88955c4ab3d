import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '#server/lib/html';
import { RETURN_PATH } from '#server/services/card-sessions';
import { sendStandInPage } from './stand-in-page';

function page(challengeId: string, last4: string): string {
  const action = (outcome: string) => `/dev-bank/3ds/${encodeURIComponent(challengeId)}/${outcome}`;
  return `<h1>Test bank: confirm this card</h1>
<p>This page plays your bank's 3-D Secure check for the card ending ${escapeHtml(last4)}. No real bank is asked.</p>
<form method="post" action="${action('complete')}"><button class="complete" type="submit">Complete</button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">Fail</button></form>`;
}

/**
 * The local provider's bank (decision 028): the 3-D Secure page Stripe's test mode shows,
 * with Complete and Fail. Either answer sends the frame to our return page, which tells our page.
 */
export default async function devBankRoutes(fastify: FastifyInstance) {
  const vault = fastify.cardVault;
  if (!vault) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // the bank's buttons are plain HTML forms, as a bank's page would post them
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const params = z.object({ challengeId: z.string().max(100) });

  app.get('/dev-bank/3ds/:challengeId', { schema: { params } }, async (request, reply) => {
    const intent = await vault.challenge(request.params.challengeId);
    if (!intent) {
      return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('This check has already ended.');
    }
    const card = intent.paymentMethodId ? await vault.paymentMethod(intent.paymentMethodId) : null;
    return sendStandInPage(reply, 'Test bank · 3-D Secure', page(request.params.challengeId, card?.last4 ?? '----'));
  });

  app.post(
    '/dev-bank/3ds/:challengeId/:outcome',
    { schema: { params: params.extend({ outcome: z.enum(['complete', 'fail']) }) } },
    async (request, reply) => {
      // a second press (or the other button) finds the check ended and changes nothing
      await vault.finishChallenge(request.params.challengeId, request.params.outcome === 'complete');
      // always our own return page, whatever return_url the browser gave: no open redirect
      return reply.redirect(RETURN_PATH, 303);
    },
  );
}
