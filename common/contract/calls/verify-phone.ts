import { z } from 'zod';
import { defineCall } from '../define-call';
import { captchaResponse, smsCode, ukMobile } from '../fields';

/**
 * The refusal for a number a text could not reach (unreachable, unknown, a landline, not a mobile; decision 142):
 * nothing more is texted to it until it is typed again. The screen knows it by these words.
 */
export const UNDELIVERABLE_NUMBER = 'We could not deliver a text to this number. Please check it, or change it to another mobile number.';

// A new code may be asked for 20 s after the last one was sent.
export const RESEND_WAIT_SECONDS = 20;

/**
 * The phone verification send result. `time` is the number of whole seconds until a
 * resend is allowed (20 right after a send, 0 when one may be asked for now); the screen counts
 * down from it. `success: false` with `error` means no code was sent (too early, over the hourly
 * limit, already verified or no mobile on file): a normal answer, not a 4xx (decision 018).
 */
export const phoneCodeSendReply = z.object({
  success: z.boolean(),
  time: z.number().int().min(0),
  error: z.string().nullable(),
});

/**
 * Every call that texts a code carries the captcha when the server asked for one (a 422 under `recaptcha_response`):
 * at the default, the account's first text already costs one (decision 105).
 */
const textingInput = z.object({ recaptcha_response: captchaResponse });

/** Changes the number on file (E.164 in `number`), clears the verified flag and texts a new code. */
export const phoneSet = defineCall({
  method: 'POST',
  path: '/v1/account/verify/phone/set',
  auth: 'trader',
  input: textingInput.extend({ phone_number: ukMobile }),
  output: z.object({ success: z.literal(true), number: z.string() }),
});

/** Sent when the screen opens; a code sent less than `time` seconds ago is kept, not sent again. */
export const phoneSend = defineCall({
  method: 'POST',
  path: '/v1/account/verify/phone/send',
  auth: 'trader',
  input: textingInput,
  output: phoneCodeSendReply,
});

/** The Resend link: always a new code, refused (success false) until the wait is over. */
export const phoneResend = defineCall({
  method: 'POST',
  path: '/v1/account/verify/phone/resend',
  auth: 'trader',
  input: textingInput,
  output: phoneCodeSendReply,
});

/** A wrong, expired or dead code is a 422 on `code`; 200 means the number on file is verified. */
export const phoneCheck = defineCall({
  method: 'POST',
  path: '/v1/account/verify/phone/check',
  auth: 'trader',
  input: z.object({ code: smsCode }),
  output: z.object({ success: z.literal(true), error: z.null() }),
});
