import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EMAIL_TAKEN, PHONE_TAKEN, type register } from '#common/contract/calls/registration';
import { ValidationError, fieldError } from '../lib/http-errors';
import { hashPassword } from '../lib/passwords';
import { insertNewTrader } from '../repos/new-trader-statement';
import type { UserRow } from '../repos/user-repo';
import { catalogueOf } from './catalogue';
import { signUpFieldProblems, traderMobile } from './registration-checks';
import { startSmsSignIn } from './sms-sign-in';
import { smsTransaction } from './sms-send-gate';
import { accountOfRetry, signUpKeyHash } from './sign-up-retry';
import { forgetTakenEmailFacts, phoneHasAccount, readTakenEmailFacts, refuseTakenEmail } from './taken-email';

type Input = z.output<(typeof register)['input']>;
type Output = z.input<(typeof register)['output']>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/**
 * An existing account is recognised, never duplicated: e-mail first, then a phone an account has verified. A number
 * only typed by another account is a claim that blocks nobody (decision 101): the first to verify it owns it.
 */
async function refuseExistingAccount(app: FastifyInstance, request: FastifyRequest, email: string, phone: string) {
  await refuseTakenEmail(app, request, email);
  if (await phoneHasAccount(app, request, phone)) {
    const id = await smsTransaction(app, (tx) => startSmsSignIn(app, request, phone, tx));
    throw new ValidationError({ phone_number: [PHONE_TAKEN] }, { id });
  }
}

/** The reply of a sign-up that made (or, for a retry, had made) this account. */
function signUpReply(userId: number, email: string, phone: string): Output {
  return {
    id: userId,
    phone_number: phone,
    hashed_user_info: {
      sha256_email_address: sha256(email),
      sha256_phone_number: sha256(phone),
      sha256_user_id: sha256(String(userId)),
    },
  };
}

/**
 * A retry of a sign-up that went through (its reply was lost): signed in again, answered as the first time,
 * before the captcha and the "already taken" check, so it neither asks again nor counts as one (decision 074).
 */
async function answerRetry(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: UserRow,
  phone: string,
): Promise<Output> {
  await app.sessions.signIn(request, reply, account.id);
  return signUpReply(account.id, account.email, account.phoneNumber ?? phone);
}

/**
 * The new trader, signed in, in one statement (decision 097); null when another sign-up took the e-mail a moment
 * ago, and nothing was written. The phone is written unverified, so it fails no index (decision 101).
 */
async function writeNewTrader(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: Input,
  known: { phone: string; passwordHash: string; keyHash: string | null },
): Promise<number | null> {
  const { categoryIdsByTrade } = await catalogueOf(app);
  const visit = await app.experiment.prepareNewAccountVisit(request, reply);
  const signIn = app.sessions.prepareSignIn(request, reply);
  const publicId = request.session?.publicId;
  const created = await insertNewTrader(app.db, {
    account: {
      email: input.email_address,
      passwordHash: known.passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: known.phone,
      postcode: input.postcode,
      source: input.source ?? null,
    },
    companyName: input.business_name,
    tradeIds: input.trades,
    categoryIds: input.trades.flatMap((tradeId) => categoryIdsByTrade.get(tradeId) ?? []),
    session: signIn,
    visit: visit?.plan ?? null,
    signUpKeyHash: known.keyHash,
    lead: input.lead_id && publicId ? { id: input.lead_id, sessionPublicId: publicId } : null,
  });
  if (!created) return null;
  signIn.complete(created.userId);
  visit?.complete(created.visitorKey);
  return created.userId;
}

export async function registerTrader(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, input: Input): Promise<Output> {
  // every field's problem in one reply, before any account is looked at
  const problems = await signUpFieldProblems(app, input);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const phone = traderMobile(input.phone_number);
  const keyHash = signUpKeyHash(request);
  const retried = keyHash ? await accountOfRetry(app, keyHash, input.email_address, input.password) : null;
  if (retried) return answerRetry(app, request, reply, retried, phone);
  readTakenEmailFacts(app, request, input.email_address, phone);
  // a taken phone is texted a sign-in code, so the captcha weighs the texts sent to it lately
  await app.captcha.attempt(request, { action: 'register', response: input.recaptcha_response, phone });
  await refuseExistingAccount(app, request, input.email_address, phone);

  const passwordHash = await hashPassword(input.password);
  const userId = await writeNewTrader(app, request, reply, input, { phone, passwordHash, keyHash });
  if (userId !== null) return signUpReply(userId, input.email_address, phone);
  // the other request may be this one's twin (a double press, a retry racing the first), now committed
  const twin = keyHash ? await accountOfRetry(app, keyHash, input.email_address, input.password) : null;
  if (twin) return answerRetry(app, request, reply, twin, phone);
  forgetTakenEmailFacts(request);
  await refuseExistingAccount(app, request, input.email_address, phone);
  throw fieldError('email_address', EMAIL_TAKEN);
}
