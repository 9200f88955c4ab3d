import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/http-errors';
import { createCaptchaProvider, type CaptchaProvider } from '../providers/captcha/index';
import { createCaptchaStore } from '../providers/captcha/store';
import { recentSmsSends } from '../services/sms-send-gate';
import { takenEmailAnswers } from '../services/taken-email';

/**
 * Calls a captcha can guard. `register`, `lead`, `login-link`, `sms-login` and `ticket` (support tickets) ask
 * for one after CAPTCHA_AFTER_ATTEMPTS attempts from one IP within CAPTCHA_WINDOW_MINUTES; `login` after
 * CAPTCHA_LOGIN_AFTER_FAILURES failed passwords, `staff-login` after CAPTCHA_STAFF_AFTER_FAILURES; `sms-code`
 * only once its key was escalated. Attempts are counted before the work (decision 104). `verify-phone` (the
 * verification texts of a signed-in account) asks one text earlier than the others: at the default, from the first (105).
 */
export type CaptchaAction =
  'register' | 'lead' | 'login' | 'login-link' | 'sms-login' | 'sms-code' | 'ticket' | 'staff-login' | 'verify-phone';

export interface CaptchaGuardOptions {
  action: CaptchaAction;
  /** The `recaptcha_response` field as sent. */
  response: string | null | undefined;
  /** Also require a captcha when `escalate(key)` was called for this key (e.g. `sms-login:42`). */
  key?: string;
  /**
   * The call may text this number (E.164): a captcha is required once the address or the number had
   * CAPTCHA_AFTER_SMS_SENDS texts lately, and an ALTCHA solution must have the cost they now call for.
   */
  phone?: string | null;
}

/**
 * The work (SHA-256 rounds per try) an ALTCHA challenge asks for: doubles with each recent text from the
 * first that calls for a captcha (`askAfter`, CAPTCHA_AFTER_SMS_SENDS), up to 2^9. Texts that need no
 * captcha add no cost, so raising CAPTCHA_AFTER_SMS_SENDS (tests, one address for everyone) keeps it cheap.
 */
export function captchaCostFor(recentTexts: number, askAfter = 1): number {
  return 2 ** Math.min(Math.max(0, recentTexts - askAfter + 1), MAX_COST_DOUBLINGS);
}
const MAX_COST_DOUBLINGS = 9;

/**
 * `app.captcha`, for handlers (the captcha stays hidden until the server
 * answers with a `recaptcha_response` error):
 *
 *   await app.captcha.attempt(request, { action: 'register', response: input.recaptcha_response });
 *   …do the work…
 *
 * - `attempt` counts this attempt and learns the count in one step (Redis INCR, or this process's count), then
 *   throws a 422 `{ recaptcha_response: ['Please confirm you are not a robot.'] }` when a captcha is required
 *   and the response is missing or fails: of a parallel burst, exactly the threshold pass without one.
 *   A good response is spent: the browser fetches a new challenge for the next request.
 * - `guard` is the same without counting (a call that only asks once its key was escalated, or texts).
 * - `forgetAttempt(request, action)` takes one counted attempt back (`login`, `staff-login`: the password was right,
 *   and only failures count).
 * - `escalate(key)` / `isEscalated(key)`: mark a key (e.g. after a wrong SMS code) for the window.
 * - `isRequired(request, action, key?)` tells without verifying; `challenge(request, phone?)` feeds the
 *   widget a challenge as costly as the texts lately sent for the address (and to the number) call for.
 * CAPTCHA_ALWAYS=1 requires a captcha on every guarded call. SMS-sending calls pass `phone` and ask
 * once a text went out lately; sign-ups ask after a few "already taken" answers (decisions 057, 058).
 */
export interface CaptchaGate {
  readonly kind: CaptchaProvider['kind'];
  readonly siteKey: string | null;
  challenge: (request: FastifyRequest, phone?: string | null) => Promise<Record<string, unknown> | null>;
  attempt: (request: FastifyRequest, options: CaptchaGuardOptions) => Promise<void>;
  guard: (request: FastifyRequest, options: CaptchaGuardOptions) => Promise<void>;
  isRequired: (request: FastifyRequest, action: CaptchaAction, key?: string, phone?: string | null) => Promise<boolean>;
  forgetAttempt: (request: FastifyRequest, action: CaptchaAction) => Promise<void>;
  escalate: (key: string) => Promise<void>;
  isEscalated: (key: string) => Promise<boolean>;
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
    ticket: env.CAPTCHA_AFTER_ATTEMPTS,
    login: env.CAPTCHA_LOGIN_AFTER_FAILURES,
    'staff-login': env.CAPTCHA_STAFF_AFTER_FAILURES,
    'sms-code': Number.POSITIVE_INFINITY,
    'verify-phone': env.CAPTCHA_AFTER_ATTEMPTS,
  };
  // a new account's first text costs a captcha: the verification texts ask one text earlier (decision 105)
  const smsAskAfter = (action: CaptchaAction) =>
    action === 'verify-phone' ? Math.max(0, env.CAPTCHA_AFTER_SMS_SENDS - 1) : env.CAPTCHA_AFTER_SMS_SENDS;
  const attemptsKey = (request: FastifyRequest, action: CaptchaAction) => `attempts:${action}:${request.ip}`;
  const recentTexts = (request: FastifyRequest, phone?: string | null) => recentSmsSends(app, { ip: request.ip, phone });
  const askedAfterTakenEmails = async (request: FastifyRequest, action: CaptchaAction) =>
    (action === 'register' || action === 'lead') && (await takenEmailAnswers(app, request)) >= env.CAPTCHA_AFTER_ATTEMPTS;

  const isEscalated = async (key: string) => (await store.count(`escalated:${key}`)) > 0;

  /** Whether a captcha is asked for, given the attempts counted before this one. */
  const required = async (request: FastifyRequest, action: CaptchaAction, attemptsBefore: number, key?: string, phone?: string | null) => {
    if (env.CAPTCHA_ALWAYS) return true;
    if (key !== undefined && (await isEscalated(key))) return true;
    if (attemptsBefore >= thresholds[action]) return true;
    if (phone !== undefined && (await recentTexts(request, phone)) >= smsAskAfter(action)) return true;
    return askedAfterTakenEmails(request, action);
  };
  const check = async (request: FastifyRequest, { action, response, key, phone }: CaptchaGuardOptions, attemptsBefore: number) => {
    if (!(await required(request, action, attemptsBefore, key, phone))) return;
    // a challenge cheaper than the texts lately sent now call for was fetched before them: refused
    const minCost = phone === undefined ? 1 : captchaCostFor(await recentTexts(request, phone), env.CAPTCHA_AFTER_SMS_SENDS);
    // an unreachable vendor is our failure, not the visitor's: it surfaces as a 500, not a robot accusation
    if (!response || !(await provider.verify(response, request.ip, { minCost }))) {
      throw new ValidationError({ [CAPTCHA_FIELD]: [CAPTCHA_MESSAGE] });
    }
  };

  const gate: CaptchaGate = {
    kind: provider.kind,
    siteKey: provider.siteKey,
    async challenge(request, phone) {
      return provider.challenge({ cost: captchaCostFor(await recentTexts(request, phone), env.CAPTCHA_AFTER_SMS_SENDS) });
    },
    async isRequired(request, action, key, phone) {
      return required(request, action, await store.count(attemptsKey(request, action)), key, phone);
    },
    async attempt(request, options) {
      // counted and read in one step, before the work: a parallel burst sees 1, 2, 3… and only the first few pass
      const counted = await store.increment(attemptsKey(request, options.action), windowMs);
      await check(request, options, counted - 1);
    },
    async guard(request, options) {
      await check(request, options, await store.count(attemptsKey(request, options.action)));
    },
    async forgetAttempt(request, action) {
      await store.decrement(attemptsKey(request, action));
    },
    async escalate(key) {
      await store.increment(`escalated:${key}`, windowMs);
    },
    isEscalated,
  };
  app.decorate('captcha', gate);
}

export default fp(captchaPlugin, { name: 'captcha' });
