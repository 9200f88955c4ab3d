import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  acceptance,
  businessName,
  captchaResponse,
  emailAddress,
  FORM_ID_INVALID,
  formId,
  password,
  personName,
  postcode,
  rowId,
  tradeIds,
  ukPhone,
} from '../fields';

export { EMAIL_TAKEN, PHONE_TAKEN } from '../registration-texts';

// The registration payload.
export const registrationInput = z.object({
  first_name: personName('first name'),
  last_name: personName('last name'),
  email_address: emailAddress,
  phone_number: ukPhone,
  business_name: businessName,
  password,
  terms: acceptance('You must accept the Terms & Conditions and Terms of Supply.'),
  privacy: acceptance('You must accept the Privacy Policy.'),
  recaptcha_response: captchaResponse,
  form_id: formId,
  postcode,
  trades: tradeIds,
  lead_id: rowId.optional().nullable(),
  profilePageId: z.string({ error: FORM_ID_INVALID }).max(64, FORM_ID_INVALID).optional().nullable(),
  source: z.string({ error: FORM_ID_INVALID }).max(64, FORM_ID_INVALID).optional().nullable(),
});
export type RegistrationInput = z.input<typeof registrationInput>;

export const register = defineCall({
  method: 'POST',
  path: '/tradespeople-setup/register',
  input: registrationInput,
  output: z.object({
    id: z.number(),
    phone_number: z.string(),
    hashed_user_info: z.object({
      sha256_email_address: z.string(),
      sha256_phone_number: z.string(),
      sha256_user_id: z.string(),
    }),
  }),
});

/** A duplicate phone answers 422 with the SMS login request's id beside the errors. */
export const duplicatePhoneReply = z.object({ errors: z.record(z.string(), z.array(z.string())), id: z.string() });
