import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { appKey, isProduction, type Env } from '../../env';
import { createAltchaProvider } from './altcha';
import { createRecaptchaProvider } from './recaptcha';
import type { CaptchaStore } from './store';

/** Proves a visitor is human: ALTCHA proof of work offline by default, Google reCAPTCHA when keyed. */
export interface CaptchaProvider {
  kind: 'altcha' | 'recaptcha';
  /** The public key the browser widget needs (reCAPTCHA only). */
  siteKey: string | null;
  /**
   * A fresh challenge for the browser to solve, or null when the vendor's widget makes its own.
   * `cost` is the work it asks for (ALTCHA: SHA-256 rounds per try; reCAPTCHA has none).
   */
  challenge: (options?: { cost?: number }) => Promise<Record<string, unknown> | null>;
  /**
   * True once for a good `recaptcha_response`; false for a missing, wrong, expired or reused one, or
   * (ALTCHA) one whose signed challenge asked for less work than `minCost`.
   */
  verify: (response: string, ip: string, options?: { minCost?: number }) => Promise<boolean>;
}

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
