import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { toUkE164 } from '#server/lib/phone';
import { registerCall } from '#server/lib/register-call';

/**
 * A fresh challenge for the captcha widget; each one is single use, so never cached. Its cost rises
 * with the texts lately sent for this address, and to `phone_number` when the page passes it (decision 057).
 */
export default async function captchaChallengeRoutes(app: FastifyInstance) {
  registerCall(app, auth.captchaChallenge, async ({ input, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const phone = input.phone_number ? toUkE164(input.phone_number) : null;
    return {
      provider: app.captcha.kind,
      site_key: app.captcha.siteKey,
      challenge: await app.captcha.challenge(request, phone),
    };
  });
}
