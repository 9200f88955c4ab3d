import type { FastifyInstance } from 'fastify';
import { SIGN_IN_LINK_MINUTES } from '#common/contract/calls/auth';
import type { Executor } from '../db/client';
import { appUrl } from '../env';
import { takeSlot, type AtomicLimit } from './atomic-limit';
import { countUnsentEmail } from './email-send-gate';
import { fieldError } from '../lib/http-errors';
import { signInLinkEmail, type LinkPurpose } from '../messages/sign-in-link-email';
import { createSignInLinkRepo } from '../repos/sign-in-link-repo';
import type { UserRow } from '../repos/user-repo';
import { randomToken, sha256 } from '../lib/tokens';
import { releaseLinkFor } from './email-release';

const HOUR_MS = 60 * 60 * 1000;
/** Links one account is e-mailed in a clock hour, sign-in and password reset alike (decision 058). */
export const LINKS_PER_HOUR: AtomicLimit = { name: 'login-link:account:hour', max: 5, windowMs: HOUR_MS };
/** Links sent because someone typed the account's e-mail into a sign-up form ("already taken"). */
const TAKEN_EMAIL_LINKS_PER_HOUR: AtomicLimit = { name: 'login-link:taken-email:hour', max: 1, windowMs: HOUR_MS };

export interface SignInLinkOptions {
  /** The link answers a sign-up with the account's e-mail, not the owner's own request: one an hour, and a notice past the e-mail caps. */
  becauseEmailTaken?: boolean;
  /**
   * Someone asked for the link, so past an e-mail cap the answer is a sentence under this field (decision 103).
   * Past the account's own link limit nothing is sent and nothing said, unless `ownerAsks`.
   */
  refuseUnder?: string;
  /** The signed-in owner asked (the verify button): past the link limit they are told so under `refuseUnder`. */
  ownerAsks?: boolean;
  /** The e-mail asks to confirm the address rather than to sign in (the same link does both). */
  purpose?: LinkPurpose;
}

export const tooManyLinks = (minutes: number) =>
  `We have e-mailed you ${LINKS_PER_HOUR.max} links in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export function signInLinkPath(token: string): string {
  return `/auth/login-link/${token}`;
}

/**
 * E-mails a one-click sign-in link (single use, 30 minutes, stored hashed); opening it also marks the
 * address verified. Quietly sends nothing past five links an hour (one an hour for sign-ups that hit a
 * taken e-mail), counted with takeSlot in `tx`, so nobody can flood a stranger's inbox even with parallel
 * requests; the e-mail then passes the outbox's caps (decision 103). Resolves to whether a link was written.
 */
export async function sendSignInLink(app: FastifyInstance, user: UserRow, tx: Executor, options: SignInLinkOptions = {}): Promise<boolean> {
  const links = createSignInLinkRepo(tx);
  if (options.becauseEmailTaken && !(await takeSlot(tx, TAKEN_EMAIL_LINKS_PER_HOUR, String(user.id))).allowed) return false;
  const slot = await takeSlot(tx, LINKS_PER_HOUR, String(user.id));
  if (!slot.allowed) {
    if (options.refuseUnder && options.ownerAsks)
      throw fieldError(options.refuseUnder, tooManyLinks(Math.ceil(slot.retryAfterSeconds / 60)));
    // an unsent link counts at the address like a sent one, so the answer past the cap tells nothing (decision 058)
    if (options.refuseUnder) await countUnsentEmail(app, tx, user.email, options.refuseUnder);
    return false;
  }
  const token = randomToken();
  await links.insert({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60 * 1000),
  });
  const url = `${appUrl(app.env)}${signInLinkPath(token)}`;
  const email = signInLinkEmail({
    to: user.email,
    firstName: user.firstName,
    url,
    expiresInMinutes: SIGN_IN_LINK_MINUTES,
    purpose: options.purpose,
    releaseUrl: await releaseLinkFor(app, user, tx),
  });
  const pastCap = options.refuseUnder ? { refuse: options.refuseUnder } : ('drop' as const);
  return (await app.outbox.enqueue(email, tx, { accountId: user.id, pastCap })) !== null;
}
