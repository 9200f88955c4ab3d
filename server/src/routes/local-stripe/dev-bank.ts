import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '#server/lib/html';
import { RETURN_PATH } from '#server/services/card-sessions';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f2933;background:#fff}
h1{font-size:1.25rem;margin:0 0 12px}p{margin:0 0 16px;line-height:1.5}form{display:inline-block;margin:0 12px 12px 0}
button{font:inherit;padding:10px 20px;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
.complete{background:#1d4ed8;color:#fff}.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}`;

function page(challengeId: string, last4: string): string {
  const action = (outcome: string) => `/dev-bank/3ds/${encodeURIComponent(challengeId)}/${outcome}`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Test bank · 3-D Secure</title><style>${STYLE}</style></head>
<body><main><h1>Test bank: confirm this card</h1>
<p>This page plays your bank's 3-D Secure check for the card ending ${escapeHtml(last4)}. No real bank is asked.</p>
<form method="post" action="${action('complete')}"><button class="complete" type="submit">Complete</button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">Fail</button></form>
</main></body></html>`;
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
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', PAGE_CSP)
      .send(page(request.params.challengeId, card?.last4 ?? '----'));
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
