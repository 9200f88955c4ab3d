import { z } from 'zod';
import { defineCall } from '../define-call';
import { captchaResponse, emailAddress, password, rowIdOf, smsCode, ukPhone } from '../fields';
import { PASSWORD_RESET_LINK_USED } from '../password-texts';
import { SMS_SIGN_IN_TOKEN } from '../sms-sign-in-token';

const SMS_SIGN_IN_NOT_FOUND = 'This code has expired. Please request a new code.';
const smsSignInToken = z.string({ error: SMS_SIGN_IN_NOT_FOUND }).regex(SMS_SIGN_IN_TOKEN, SMS_SIGN_IN_NOT_FOUND);
const smsSignInId = z.object({ id: smsSignInToken });
const accountId = rowIdOf('Please choose an account.');
const isSignup = z.boolean({ error: 'Whether this is a sign-up must be true or false.' }).optional();
const redirectReply = z.object({ success: z.literal(true), redirect: z.string() });

// The existing-account phone login.
export const smsSignInCode = defineCall({
  method: 'POST',
  path: '/auth/sms-login/code/:id',
  params: smsSignInId,
  input: z.object({ code: smsCode, recaptcha_response: captchaResponse, is_signup: isSignup }),
  output: z.object({
    success: z.literal(true),
    redirect: z.string().optional(),
    users: z.array(z.object({ id: z.number(), email: z.string() })).optional(),
  }),
});

export const smsSignInPick = defineCall({
  method: 'POST',
  path: '/auth/sms-login/pick/:id',
  params: smsSignInId,
  input: z.object({ user_id: accountId, is_signup: isSignup }),
  output: z.object({ success: z.literal(true), redirect: z.string(), url: z.string() }),
});

/** /my-account "text me a code": starts an SMS login for a phone number. */
export const smsSignInStart = defineCall({
  method: 'POST',
  path: '/auth/sms-login',
  input: z.object({ phone_number: ukPhone, recaptcha_response: captchaResponse }),
  output: z.object({ success: z.literal(true), id: z.string() }),
});

export const passwordSignIn = defineCall({
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
/** How long an e-mailed sign-in link works (single use). */
export const SIGN_IN_LINK_MINUTES = 30;

export const signInLinkRequest = defineCall({
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

/** /my-account "Sign out everywhere": ends every session of the trader, this one too (decision 063). */
export const logoutEverywhere = defineCall({
  method: 'POST',
  path: '/auth/logout-everywhere',
  auth: 'trader',
  input: z.object({}),
  output: redirectReply,
});

export { PASSWORD_RESET_LINK_USED, PASSWORD_RESET_MINUTES } from '../password-texts';

/** "Forgot your password?": always the same reply, so it tells nobody who has an account. */
export const passwordResetRequest = defineCall({
  method: 'POST',
  path: '/auth/password-reset/request',
  input: z.object({ email_address: emailAddress, recaptcha_response: captchaResponse }),
  output: z.object({ success: z.literal(true) }),
});

/** The e-mailed link's page: a new password ends every session of the account and signs in afresh. */
export const passwordReset = defineCall({
  method: 'POST',
  path: '/auth/password-reset',
  input: z.object({
    token: z.string({ error: PASSWORD_RESET_LINK_USED }).min(20, PASSWORD_RESET_LINK_USED).max(100, PASSWORD_RESET_LINK_USED),
    password,
  }),
  output: redirectReply,
});

export const captchaChallenge = defineCall({
  method: 'GET',
  path: '/auth/captcha/challenge',
  // the number the form is about to text, if any: the challenge then costs what its recent texts call for
  input: z.object({
    phone_number: z.string({ error: 'The phone number must be text.' }).max(20, 'Please enter a valid UK phone number.').optional(),
  }),
  output: z.object({
    provider: z.enum(['altcha', 'recaptcha']),
    site_key: z.string().nullable(),
    challenge: z.record(z.string(), z.unknown()).nullable(),
  }),
});
