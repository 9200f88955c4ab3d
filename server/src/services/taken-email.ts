import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_TAKEN } from '#common/contract/calls/registration';
import { slotOf, takeSlot, usedSlots, type AtomicLimit } from './atomic-limit';
import { HttpError, fieldError } from '../lib/http-errors';
import { groupedPerOwner } from '../db/grouped-calls';
import { createTakenEmailRepo, type TakenEmailFacts, type TakenEmailQuestion } from '../repos/taken-email-repo';
import { createUserRepo } from '../repos/user-repo';
import { sendSignInLink } from './sign-in-links';

const HOUR_MS = 60 * 60 * 1000;
/** "Already taken" answers given to a client address in a clock hour: the captcha asks after a few (decision 058). */
const takenAnswers = (max: number): AtomicLimit => ({ name: 'email-taken:address:hour', max, windowMs: HOUR_MS });
/**
 * The spec's "The email address has already been taken." tells whether an e-mail is registered, and so does a sign-up
 * that goes on: one client address has only so many different e-mails looked up an hour, registered or not, each
 * counted before its answer (decision 104).
 */
const lookups = (max: number): AtomicLimit => ({ name: 'email-lookup:address:hour', max, windowMs: HOUR_MS });

export const TOO_MANY_TAKEN_EMAILS =
  'You have tried several different e-mail addresses from this connection. Please wait up to an hour and try again, or sign in from My account.';

function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'too_many_requests', TOO_MANY_TAKEN_EMAILS, { 'retry-after': String(retryAfterSeconds) });
}

/** Each request's facts, read once: the captcha's question and the 429 below ask the same of one sign-up. */
interface FactsRead {
  email: string | null;
  phone: string | null;
  facts: Promise<TakenEmailFacts>;
}
const factsRead = new WeakMap<FastifyRequest, FactsRead>();

function kept(request: FastifyRequest, read: FactsRead): Promise<TakenEmailFacts> {
  // a caller that stops first (a captcha refused) never awaits it: its failure must not go unhandled
  read.facts.catch(() => undefined);
  factsRead.set(request, read);
  return read.facts;
}

/** Many requests at once ask in one statement (decision 098). */
const askGrouped = groupedPerOwner(
  (app: FastifyInstance) => (questions: readonly TakenEmailQuestion[]) => createTakenEmailRepo(app.db).factsOfMany(questions),
  { maxBatch: 100 },
);

function factsOf(app: FastifyInstance, request: FastifyRequest, email: string, phone: string | null): Promise<TakenEmailFacts> {
  const read = factsRead.get(request);
  if (read?.email === email && (phone === null || read.phone === phone)) return read.facts;
  const counter = slotOf(takenAnswers(app.env.EMAIL_TAKEN_ANSWERS_PER_HOUR), request.ip);
  return kept(request, { email, phone, facts: askGrouped(app, { counter, email, phone }) });
}

/**
 * Starts reading, in one statement, this request's "already taken" answers, whether `email` has an account and
 * (a sign-up) whether `phone` has one, so the captcha's question, `refuseTakenEmail` and `phoneHasAccount` share
 * one round trip: call it as soon as they are known.
 */
export function readTakenEmailFacts(app: FastifyInstance, request: FastifyRequest, email: string, phone: string | null = null): void {
  void factsOf(app, request, email, phone);
}

/** The next question reads the database again: the facts read before a sign-up's insert are stale once it lost a race. */
export function forgetTakenEmailFacts(request: FastifyRequest): void {
  factsRead.delete(request);
}

/** Whether an account has verified `phone` (decision 101): from the request's facts when they were read with it. */
export async function phoneHasAccount(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<boolean> {
  const read = factsRead.get(request);
  if (read?.phone === phone) {
    const { phoneTaken } = await read.facts;
    if (phoneTaken !== null) return phoneTaken;
  }
  return (await createUserRepo(app.db).findVerifiedByPhone(phone)).length > 0;
}

/** "Already taken" answers this request's address was given in the current hour (the captcha asks after a few). */
export async function takenEmailAnswers(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const read = factsRead.get(request);
  if (read) return (await read.facts).answers;
  const limit = takenAnswers(app.env.EMAIL_TAKEN_ANSWERS_PER_HOUR);
  const counted = usedSlots(app.db, limit, request.ip).then((answers) => ({ answers, ownerId: null, phoneTaken: null }));
  return (await kept(request, { email: null, phone: null, facts: counted })).answers;
}

/** Counts `email` as looked up by this request's address (one counting statement); false when the address had its share. */
function takeLookup(app: FastifyInstance, request: FastifyRequest, email: string, now: number): Promise<boolean> {
  const limit = lookups(app.env.EMAIL_TAKEN_ANSWERS_PER_HOUR);
  const { key: addressKey, windowStart } = slotOf(limit, request.ip, now);
  const pairKey = `email-lookup:seen:${request.ip}:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
  const expiresAt = new Date(windowStart.getTime() + limit.windowMs);
  return createTakenEmailRepo(app.db).takeLookup({ addressKey, pairKey, windowStart, expiresAt, max: limit.max });
}

/**
 * Throws the "already taken" 422 when `email` has an account, after e-mailing its owner a sign-in link
 * (at most one an hour this way). The e-mail is counted first: once the address looked up its hourly share of
 * different e-mails, a new one is answered 429 whether it has an account or not, so the 429 tells nothing either.
 */
export async function refuseTakenEmail(app: FastifyInstance, request: FastifyRequest, email: string): Promise<void> {
  const now = Date.now();
  const [answerable, { ownerId }] = await Promise.all([takeLookup(app, request, email, now), factsOf(app, request, email, null)]);
  if (!answerable) throw tooMany(Math.max(1, Math.ceil((HOUR_MS - (now % HOUR_MS)) / 1000)));
  const owner = ownerId === null ? undefined : await createUserRepo(app.db).findById(ownerId);
  if (!owner) return;
  // counted up to the limit for the captcha's question; the lookup above already decided this answer
  await takeSlot(app.db, takenAnswers(app.env.EMAIL_TAKEN_ANSWERS_PER_HOUR), request.ip);
  await app.db.transaction((tx) => sendSignInLink(app, owner, tx, { becauseEmailTaken: true }));
  throw fieldError('email_address', EMAIL_TAKEN);
}
