import { z } from 'zod';
import { hasWebOrEmailAddress, NAME_HAS_ADDRESS } from './name-text';
import { normalisePostcode } from './postcode-format';

export { hasWebOrEmailAddress, NAME_HAS_ADDRESS } from './name-text';

// Field schemas shared by forms and server; each carries its own message.
export const trackingEventName = z
  .string({ error: 'The event must be text.' })
  .trim()
  .min(1, 'The event is required.')
  .max(64, 'The event may not be longer than 64 characters.')
  .regex(/^[a-z0-9_.-]+$/i, 'The event may only contain letters, numbers, dots, dashes and underscores.');

export const trackingPageName = z
  .string({ error: 'The page must be text.' })
  .trim()
  .min(1, 'The page is required.')
  .max(64, 'The page may not be longer than 64 characters.');

// Postcode, e-mail and phone are checked by the server; the form uses the same rules.
const UK_POSTCODE = /^(GIR 0AA|[A-Z]{1,2}[0-9][0-9A-Z]? [0-9][A-Z]{2})$/;

export { normalisePostcode, outcodeOf } from './postcode-format';

export const postcode = z
  .string({ error: 'Please enter your postcode.' })
  .trim()
  .min(1, 'Please enter your postcode.')
  .max(12, 'Please enter a valid UK postcode, like SW1A 1AA.')
  .transform(normalisePostcode)
  .refine((value) => UK_POSTCODE.test(value), 'Please enter a valid UK postcode, like SW1A 1AA.');

export const emailAddress = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'The email address may not be longer than 254 characters.')
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address.'));

/** Format only; the server then checks the number is a real UK number (libphonenumber). */
export const ukPhone = z
  .string({ error: 'Please enter your phone number.' })
  .trim()
  .min(1, 'Please enter your phone number.')
  .max(20, 'Please enter a valid UK phone number.')
  .refine((value) => /^(\+44|0044|0)[\d]{9,10}$/.test(value.replace(/[\s().-]/g, '')), 'Please enter a valid UK phone number.');

/** Codes go by SMS, so a changed number must be a mobile (07…); the server checks the range. */
export const UK_MOBILE_INVALID = 'Please enter a valid UK mobile number.';
export const ukMobile = z
  .string({ error: 'Please enter your mobile number.' })
  .trim()
  .min(1, 'Please enter your mobile number.')
  .max(20, UK_MOBILE_INVALID)
  // an empty value has its own message above
  .refine((value) => value === '' || /^(\+44|0044|0)7\d{9}$/.test(value.replace(/[\s().-]/g, '')), UK_MOBILE_INVALID);

/** A name greets the person in our e-mails, so it may hold no web or e-mail address (decision 103). */
export const personName = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(50, `Your ${label} may not be longer than 50 characters.`)
    .refine((value) => !hasWebOrEmailAddress(value), NAME_HAS_ADDRESS);

export const businessName = z
  .string({ error: 'Please enter your business name.' })
  .trim()
  .min(1, 'Please enter your business name.')
  .max(100, 'The business name may not be longer than 100 characters.');

export const PASSWORD_MIN = 8;
export const password = z
  .string({ error: 'Please choose a password.' })
  .min(1, 'Please choose a password.')
  .min(PASSWORD_MIN, `Your password must be at least ${PASSWORD_MIN} characters.`)
  .max(128, 'Your password may not be longer than 128 characters.');

/** A ticked box: true (or a form's 1 / "on"); anything else, or nothing, gets the message. */
export const acceptance = (message: string) =>
  z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('on')], { error: message })
    .refine((value) => value !== false && value !== 0, message)
    .transform(() => true as const);

/** The largest value of a PostgreSQL `integer` (serial) column: a larger id names no row, and the database refuses it. */
export const MAX_ROW_ID = 2_147_483_647;
/** A row's id as a path or a form sends it: a whole number the id column can hold; `message` for any other value. */
export const rowIdOf = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message });
export const rowId = rowIdOf('We could not find what you chose. Please refresh the page and try again.');

export const tradeIds = z
  .array(rowIdOf('Please choose your trades from the list.'), { error: 'Please select at least one trade.' })
  .min(1, 'Please select at least one trade.')
  .max(10, 'Please select fewer trades.');

export const smsCode = z
  .string({ error: 'Please enter the 4-digit code.' })
  .trim()
  .regex(/^\d{4}$/, 'Please enter the 4-digit code.');

/** The robot check's answer (a token or a solved puzzle): anything else means the check must be done again. */
export const CAPTCHA_ANSWER_INVALID = 'Please complete the robot check again.';
export const captchaResponse = z.string({ error: CAPTCHA_ANSWER_INVALID }).max(10_000, CAPTCHA_ANSWER_INVALID).optional().nullable();
export const FORM_ID_INVALID = 'This form could not be read. Please refresh the page and try again.';
export const formId = z.string({ error: FORM_ID_INVALID }).max(64, FORM_ID_INVALID).optional().nullable();
