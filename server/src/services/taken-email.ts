import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_TAKEN } from '#common/contract/calls/register';
import { slotOf, takeSlot, usedSlots, type AtomicLimit } from './atomic-limit';
import { HttpError, fieldError } from '../lib/http-errors';
import { createTakenEmailRepo, type TakenEmailFacts } from '../repos/taken-email-repo';
import { createUserRepo } from '../repos/user-repo';
import { sendLoginLink } from './login-links';

/**
 * The spec's "The email address has already been taken." tells whether an e-mail is registered, so
 * one client address gets only so many of those answers an hour (docs/decisions/058-enumeration.md).
 */
const takenAnswers = (max: number): AtomicLimit => ({ name: 'email-taken:address:hour', max, windowMs: 60 * 60 * 1000 });

export const TOO_MANY_TAKEN_EMAILS =
  'You have tried several e-mail addresses that already have an account. Please wait an hour and try again, or sign in from My account.';

function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'too_many_requests', TOO_MANY_TAKEN_EMAILS, { 'retry-after': String(retryAfterSeconds) });
}

/** Each request's facts, read once: the captcha's question and the 429 below ask the same of one sign-up. */
const factsRead = new WeakMap<FastifyRequest, { email: string | null; facts: Promise<TakenEmailFacts> }>();

function kept(request: FastifyRequest, email: string | null, facts: Promise<TakenEmailFacts>): Promise<TakenEmailFacts> {
  // a caller that stops first (a captcha refused) never awaits it: its failure must not go unhandled
  facts.catch(() => undefined);
  factsRead.set(request, { email, facts });
  return facts;
}

function factsOf(app: FastifyInstance, request: FastifyRequest, email: string): Promise<TakenEmailFacts> {
  const read = factsRead.get(request);
  if (read?.email === email) return read.facts;
  const counter = slotOf(takenAnswers(app.env.EMAIL_TAKEN_ANSWERS_PER_HOUR), request.ip);
  return kept(request, email, createTakenEmailRepo(app.db).facts(counter, email));
}

/**
 * Starts reading, in one statement, this request's "already taken" answers and whether `email` has an account,
 * so the captcha's question and `refuseTakenEmail` share one round trip: call it as soon as the e-mail is known.
 */
export function readTakenEmailFacts(app: FastifyInstance, request: FastifyRequest, email: string): void {
  void factsOf(app, request, email);
}

/** "Already taken" answers this request's address was given in the current hour (the captcha asks after a few). */
export async function takenEmailAnswers(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const read = factsRead.get(request);
  if (read) return (await read.facts).answers;
  const limit = takenAnswers(app.env.EMAIL_TAKEN_ANSWERS_PER_HOUR);
  const counted = usedSlots(app.db, limit, request.ip).then((answers) => ({ answers, ownerId: null }));
  return (await kept(request, null, counted)).answers;
}

/**
 * Throws the "already taken" 422 when `email` has an account, after e-mailing its owner a sign-in link
 * (at most one an hour this way). Once the address had its hourly share of those answers, every sign-up
 * from it is answered 429 first, registered e-mail or not, so the 429 tells nothing either.
 */
export async function refuseTakenEmail(app: FastifyInstance, request: FastifyRequest, email: string): Promise<void> {
  const limit = takenAnswers(app.env.EMAIL_TAKEN_ANSWERS_PER_HOUR);
  const now = Date.now();
  const { answers, ownerId } = await factsOf(app, request, email);
  if (answers >= limit.max) {
    throw tooMany(Math.max(1, Math.ceil((limit.windowMs - (now % limit.windowMs)) / 1000)));
  }
  const owner = ownerId === null ? undefined : await createUserRepo(app.db).findById(ownerId);
  if (!owner) return;
  const verdict = await takeSlot(app.db, limit, request.ip);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  await app.db.transaction((tx) => sendLoginLink(app, owner, tx, { becauseEmailTaken: true }));
  throw fieldError('email_address', EMAIL_TAKEN);
}
