import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { registrationInput } from '#common/contract/calls/registration';
import type { FieldErrors } from '#common/contract/errors';
import { FieldErrorList, fieldError } from '../lib/http-errors';
import { passwordProblem } from '../lib/passwords';
import { toUkE164, toUkMobileE164 } from '../lib/phone';
import { postcodeProblem, tradesProblem } from './lead-checks';

export const INVALID_PHONE = 'Please enter a valid UK phone number.';
export const MOBILE_NEEDED = 'We need a UK mobile number (starting 07) so we can text you. Please enter your mobile number.';

/** Why a typed number is no UK mobile, or null for one: codes go by SMS. */
function mobileProblem(typed: string): string | null {
  if (toUkMobileE164(typed)) return null;
  const digits = typed.replace(/[\s().-]/g, '').replace(/^(\+44|0044)/, '0');
  // an impossible 07 number is a typing slip; anything else is not a mobile at all (landline, 0500, 09…)
  return !toUkE164(typed) && digits.startsWith('07') ? INVALID_PHONE : MOBILE_NEEDED;
}

/**
 * The trader's phone in E.164, which must be a UK mobile: codes go by SMS, so premium-rate, personal,
 * freephone, pager and landline numbers are refused with a sentence saying a mobile is needed.
 */
export function traderMobile(typed: string): string {
  const mobile = toUkMobileE164(typed);
  if (mobile) return mobile;
  throw fieldError('phone_number', mobileProblem(typed) ?? INVALID_PHONE);
}

type Checked = Pick<
  z.output<typeof registrationInput>,
  'phone_number' | 'password' | 'email_address' | 'first_name' | 'postcode' | 'trades'
>;
const CHECKED = ['phone_number', 'password', 'email_address', 'first_name', 'postcode', 'trades'] as const;

/**
 * Every sign-up field's problem only the server can see, together (never in rounds): a number that is no
 * mobile, a common or guessable password, an unknown postcode district, trades not in the list. A field missing from
 * `fields` (the schema refused it) is not checked. Nothing here depends on who has an account.
 */
export async function signUpFieldProblems(app: FastifyInstance, fields: Partial<Checked>): Promise<FieldErrors> {
  const errors = new FieldErrorList();
  const { phone_number: phone, password, postcode, trades } = fields;
  if (phone !== undefined) errors.add('phone_number', mobileProblem(phone));
  if (password !== undefined) {
    errors.add('password', passwordProblem(password, { email: fields.email_address ?? '', names: [fields.first_name ?? ''] }));
  }
  if (postcode !== undefined) errors.add('postcode', await postcodeProblem(app, postcode));
  if (trades !== undefined) errors.add('trades', await tradesProblem(app, trades));
  return errors.list();
}

/** The same problems beside a body the schema refused: only the fields it accepted, as it would hand them on. */
export function signUpProblemsBesideInvalid(app: FastifyInstance) {
  return (body: Record<string, unknown>, flagged: FieldErrors): Promise<FieldErrors> => {
    const accepted: Partial<Record<keyof Checked, unknown>> = {};
    for (const field of CHECKED) {
      if (Object.hasOwn(flagged, field)) continue;
      const parsed = registrationInput.shape[field].safeParse(body[field]);
      if (parsed.success) accepted[field] = parsed.data;
    }
    return signUpFieldProblems(app, accepted as Partial<Checked>);
  };
}
