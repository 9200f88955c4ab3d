import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { THREE_DS_COMPLETE_MESSAGE } from '#common/contract/calls/cards';
import { RETURN_PATH } from '#server/services/card-sessions';

/**
 * The return_url of every setup intent: the bank's page sends the browser here inside our
 * popup's frame, and this page tells our page that the check is over (Stripe's 3-D Secure
 * iframe convention). It carries no data; our page then asks the provider for the result.
 */
export default async function threeDsReturnRoutes(app: FastifyInstance) {
  app.get(RETURN_PATH, { config: { rateLimit: false } }, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const message = JSON.stringify(THREE_DS_COMPLETE_MESSAGE);
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'self'`)
      .send(`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Returning to Tradespace</title></head>
<body><p>Returning to Tradespace…</p>
<script nonce="${nonce}">window.top.postMessage(${message}, window.location.origin);</script></body></html>`);
  });
}
