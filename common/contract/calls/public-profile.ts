import { z } from 'zod';
import { defineCall } from '../define-call';
import { normaliseDescription } from '../description-field';
import { emailAddress, postcode, ukPhone } from '../fields';

// What a profile needs before it goes live (decision 064): one error key per missing item.
export { goingLiveItems, publishMessages, type GoingLiveItem } from '#common/going-live';

/** Publishes the signed-in trader's profile page and directory entry; calling it again changes nothing. */
export const profilePublish = defineCall({
  method: 'POST',
  path: '/v1/account/profile/publish',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true), url: z.string() }),
});

// The profile page's "Request a quote" form (decision 041): a plain HTML form the server checks with this.
export const QUOTE_NAME_MAX = 100;
export const QUOTE_DESCRIPTION_MIN = 20;
export const QUOTE_DESCRIPTION_MAX = 2000;

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

const homeownerName = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(QUOTE_NAME_MAX, `Your name may not be longer than ${QUOTE_NAME_MAX} characters.`)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'Please enter your name without special characters.');

const jobDescription = z
  .string({ error: 'Please describe the job.' })
  .max(QUOTE_DESCRIPTION_MAX * 4, `The description may not be longer than ${QUOTE_DESCRIPTION_MAX} characters.`)
  .transform(normaliseDescription)
  .superRefine((text, ctx) => {
    const length = [...text].length;
    if (length === 0) ctx.addIssue({ code: 'custom', message: 'Please describe the job.' });
    else if (length < QUOTE_DESCRIPTION_MIN) {
      ctx.addIssue({ code: 'custom', message: `Please describe the job in at least ${QUOTE_DESCRIPTION_MIN} characters.` });
    } else if (length > QUOTE_DESCRIPTION_MAX) {
      ctx.addIssue({ code: 'custom', message: `The description may not be longer than ${QUOTE_DESCRIPTION_MAX} characters.` });
    }
  });

export const quoteRequestForm = z.object({
  name: homeownerName,
  email: emailAddress,
  phone: ukPhone,
  postcode,
  description: jobDescription,
});
export type QuoteRequestForm = z.infer<typeof quoteRequestForm>;
export type QuoteRequestField = keyof QuoteRequestForm;
export const quoteRequestFields = quoteRequestForm.keyof().options;
