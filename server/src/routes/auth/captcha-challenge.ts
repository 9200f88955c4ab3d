import type { FastifyInstance } from 'fastify';
import { auth } from '../../../../common/contract/index';
import { registerCall } from '../../lib/register-call';

/** A fresh challenge for the captcha widget; each one is single use, so never cached. */
export default async function captchaChallengeRoutes(app: FastifyInstance) {
  registerCall(app, auth.captchaChallenge, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    return {
      provider: app.captcha.kind,
      site_key: app.captcha.siteKey,
      challenge: await app.captcha.challenge(),
    };
  });
}
