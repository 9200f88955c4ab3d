import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EMAIL_TAKEN, PHONE_TAKEN, type register } from '../../../common/contract/calls/register';
import { FieldErrorList, ValidationError, fieldError } from '../lib/http-errors';
import { hashPassword, passwordProblem } from '../lib/passwords';
import { toUkE164 } from '../lib/phone';
import { createLeadRepo } from '../repos/lead-repo';
import { createTradeRepo } from '../repos/trade-repo';
import { createUserRepo } from '../repos/user-repo';
import { checkLeadBasics } from './lead-checks';
import { sendLoginLink } from './login-links';
import { startSmsLogin } from './sms-login';

type Input = z.output<(typeof register)['input']>;
type Output = z.input<(typeof register)['output']>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const INVALID_PHONE = 'Please enter a valid UK phone number.';

/** An existing account is recognised, never duplicated: e-mail first, then phone (spec §4). */
async function refuseExistingAccount(app: FastifyInstance, request: FastifyRequest, email: string, phone: string) {
  const users = createUserRepo(app.db.db);
  const byEmail = await users.findByEmail(email);
  if (byEmail) {
    await app.db.db.transaction((tx) => sendLoginLink(app, byEmail, tx));
    throw fieldError('email_address', EMAIL_TAKEN);
  }
  if ((await users.findByPhone(phone)).length > 0) {
    const id = await app.db.db.transaction((tx) => startSmsLogin(app, request, phone, tx));
    throw new ValidationError({ phone_number: [PHONE_TAKEN] }, { id });
  }
}

export async function registerTradesperson(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: Input,
): Promise<Output> {
  await app.captcha.guard(request, { action: 'register', response: input.recaptcha_response });
  await app.captcha.recordAttempt(request, 'register');
  const phone = toUkE164(input.phone_number);
  if (!phone) throw fieldError('phone_number', INVALID_PHONE);
  await refuseExistingAccount(app, request, input.email_address, phone);

  const errors = new FieldErrorList();
  errors.add('password', passwordProblem(input.password, { email: input.email_address, names: [input.first_name] }));
  await checkLeadBasics(app.db.db, errors, input.postcode, input.trades);
  errors.throwIfAny();

  const passwordHash = await hashPassword(input.password);
  const created = await app.db.db.transaction(async (tx) => {
    const user = await createUserRepo(tx).insertIfEmailFree({
      email: input.email_address,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: phone,
      postcode: input.postcode,
      source: input.source ?? null,
    });
    if (!user) return null; // the same e-mail registered a moment ago, in another request
    await createUserRepo(tx).insertCompany({ userId: user.id, name: input.business_name });
    await createTradeRepo(tx).replaceUserTrades(user.id, input.trades, { autochildren: true }, tx);
    if (input.lead_id && request.session) {
      const lead = await createLeadRepo(tx).findForSession(input.lead_id, request.session.publicId);
      if (lead) await createLeadRepo(tx).update(lead.id, { userId: user.id });
    }
    await app.sessions.signIn(request, reply, user.id, tx);
    return user;
  });
  if (!created) {
    await refuseExistingAccount(app, request, input.email_address, phone);
    throw fieldError('email_address', EMAIL_TAKEN);
  }
  return {
    id: created.id,
    phone_number: phone,
    hashed_user_info: {
      sha256_email_address: sha256(input.email_address),
      sha256_phone_number: sha256(phone),
      sha256_user_id: sha256(String(created.id)),
    },
  };
}
