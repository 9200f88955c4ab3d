import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/http-errors';
import { createCaptchaProvider, type CaptchaProvider } from '../providers/captcha/index';
import { createCaptchaStore } from '../providers/captcha/store';

/**
 * Calls a captcha can guard. `register`, `lead`, `login-link` and `sms-login` ask for one after
 * CAPTCHA_AFTER_ATTEMPTS recorded attempts from one IP within CAPTCHA_WINDOW_MINUTES; `login`
 * after CAPTCHA_LOGIN_AFTER_FAILURES recorded failures; `sms-code` only once its key was escalated.
 */
export type CaptchaAction = 'register' | 'lead' | 'login' | 'login-link' | 'sms-login' | 'sms-code';

export interface CaptchaGuardOptions {
  action: CaptchaAction;
  /** The `recaptcha_response` field as sent. */
  response: string | null | undefined;
  /** Also require a captcha when `escalate(key)` was called for this key (e.g. `sms-login:42`). */
  key?: string;
}

/**
 * `app.captcha`, for handlers (spec signup-flow §4: the captcha stays hidden until the server
 * answers with a `recaptcha_response` error):
 *
 *   await app.captcha.guard(request, { action: 'register', response: input.recaptcha_response });
 *   …do the work…
 *   await app.captcha.recordAttempt(request, 'register');
 *
 * - `guard` throws a 422 `{ recaptcha_response: ['Please confirm you are not a robot.'] }` when a
 *   captcha is required for this action and client (or key) and the response is missing or fails.
 *   A good response is spent: the browser fetches a new challenge for the next request.
 * - `recordAttempt(request, action)` counts one attempt (for `login`: call it on a failed password).
 * - `escalate(key)` / `isEscalated(key)`: mark a key (e.g. after a wrong SMS code) for the window.
 * - `isRequired(request, action, key?)` tells without verifying; `challenge()` feeds the widget.
 * CAPTCHA_ALWAYS=1 requires a captcha on every guarded call.
 */
export interface CaptchaGate {
  readonly kind: CaptchaProvider['kind'];
  readonly siteKey: string | null;
  challenge(): Promise<Record<string, unknown> | null>;
  guard(request: FastifyRequest, options: CaptchaGuardOptions): Promise<void>;
  isRequired(request: FastifyRequest, action: CaptchaAction, key?: string): Promise<boolean>;
  recordAttempt(request: FastifyRequest, action: CaptchaAction): Promise<void>;
  escalate(key: string): Promise<void>;
  isEscalated(key: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaGate;
  }
}

export const CAPTCHA_FIELD = 'recaptcha_response';
export const CAPTCHA_MESSAGE = 'Please confirm you are not a robot.';

async function captchaPlugin(app: FastifyInstance) {
  const env = app.env;
  const store = createCaptchaStore(env.REDIS_URL, app.log);
  app.addHook('onClose', async () => store.close());
  const provider = createCaptchaProvider(env, store, app.log);
  const windowMs = env.CAPTCHA_WINDOW_MINUTES * 60_000;
  const thresholds: Record<CaptchaAction, number> = {
    register: env.CAPTCHA_AFTER_ATTEMPTS,
    lead: env.CAPTCHA_AFTER_ATTEMPTS,
    'login-link': env.CAPTCHA_AFTER_ATTEMPTS,
    'sms-login': env.CAPTCHA_AFTER_ATTEMPTS,
    login: env.CAPTCHA_LOGIN_AFTER_FAILURES,
    'sms-code': Number.POSITIVE_INFINITY,
  };
  const attemptsKey = (request: FastifyRequest, action: CaptchaAction) => `attempts:${action}:${request.ip}`;

  const gate: CaptchaGate = {
    kind: provider.kind,
    siteKey: provider.siteKey,
    challenge: () => provider.challenge(),
    async isRequired(request, action, key) {
      if (env.CAPTCHA_ALWAYS) return true;
      if (key !== undefined && (await gate.isEscalated(key))) return true;
      return (await store.count(attemptsKey(request, action))) >= thresholds[action];
    },
    async guard(request, { action, response, key }) {
      if (!(await gate.isRequired(request, action, key))) return;
      // an unreachable vendor is our failure, not the visitor's: it surfaces as a 500, not a robot accusation
      if (!response || !(await provider.verify(response, request.ip))) {
        throw new ValidationError({ [CAPTCHA_FIELD]: [CAPTCHA_MESSAGE] });
      }
    },
    async recordAttempt(request, action) {
      await store.increment(attemptsKey(request, action), windowMs);
    },
    async escalate(key) {
      await store.increment(`escalated:${key}`, windowMs);
    },
    async isEscalated(key) {
      return (await store.count(`escalated:${key}`)) > 0;
    },
  };
  app.decorate('captcha', gate);
}

export default fp(captchaPlugin, { name: 'captcha' });
