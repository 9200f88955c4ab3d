import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { appKey, isProduction, type Env } from '#server/env';
import { createAltchaProvider } from './altcha';
import type { CaptchaProvider } from './provider';
import { createRecaptchaProvider } from './recaptcha';
import type { CaptchaStore } from './store';

export type * from './provider';

export function createCaptchaProvider(env: Env, store: CaptchaStore, log: FastifyBaseLogger): CaptchaProvider {
  if (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY) {
    return createRecaptchaProvider({
      siteKey: env.RECAPTCHA_SITE_KEY,
      secretKey: env.RECAPTCHA_SECRET_KEY,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
    });
  }
  // without its own key, ALTCHA derives one from APP_KEY: stable across restarts and processes
  const hmacKey = env.ALTCHA_HMAC_KEY ?? createHmac('sha256', appKey(env)).update('altcha-challenges').digest('hex');
  if (!env.ALTCHA_HMAC_KEY && isProduction(env)) log.info('ALTCHA_HMAC_KEY is not set: derived from APP_KEY');
  return createAltchaProvider({ hmacKey, store });
}
