import { z } from 'zod';
import { defineCall } from '../define-call';
import { captchaResponse, emailAddress, smsCode, ukPhone } from '../fields';

const smsLoginId = z.object({ id: z.coerce.number().int().positive() });
const redirectReply = z.object({ success: z.literal(true), redirect: z.string() });

// spec signup-flow §7: the existing-account phone login.
export const smsLoginCode = defineCall({
  method: 'POST',
  path: '/auth/sms-login/code/:id',
  params: smsLoginId,
  input: z.object({ code: smsCode, recaptcha_response: captchaResponse, is_signup: z.boolean().optional() }),
  output: z.object({
    success: z.literal(true),
    redirect: z.string().optional(),
    users: z.array(z.object({ id: z.number(), email: z.string() })).optional(),
  }),
});

export const smsLoginPick = defineCall({
  method: 'POST',
  path: '/auth/sms-login/pick/:id',
  params: smsLoginId,
  input: z.object({ user_id: z.coerce.number().int().positive(), is_signup: z.boolean().optional() }),
  output: z.object({ success: z.literal(true), redirect: z.string(), url: z.string() }),
});

/** /my-account "text me a code": starts an SMS login for a phone number. */
export const smsLoginStart = defineCall({
  method: 'POST',
  path: '/auth/sms-login',
  input: z.object({ phone_number: ukPhone, recaptcha_response: captchaResponse }),
  output: z.object({ success: z.literal(true), id: z.number() }),
});

export const passwordLogin = defineCall({
  method: 'POST',
  path: '/auth/login',
  input: z.object({
    email_address: emailAddress,
    password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(128),
    recaptcha_response: captchaResponse,
  }),
  output: redirectReply,
});

/** "E-mail me a sign-in link": always the same reply, so it tells nobody who has an account. */
export const loginLinkRequest = defineCall({
  method: 'POST',
  path: '/auth/login-link',
  input: z.object({ email_address: emailAddress, recaptcha_response: captchaResponse }),
  output: z.object({ success: z.literal(true) }),
});

export const logout = defineCall({
  method: 'POST',
  path: '/auth/logout',
  input: z.object({}),
  output: redirectReply,
});

export const captchaChallenge = defineCall({
  method: 'GET',
  path: '/auth/captcha/challenge',
  input: z.object({}),
  output: z.object({
    provider: z.enum(['altcha', 'recaptcha']),
    site_key: z.string().nullable(),
    challenge: z.record(z.string(), z.unknown()).nullable(),
  }),
});
