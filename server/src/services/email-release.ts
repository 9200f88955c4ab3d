import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { appUrl } from '../env';
import { randomToken, sha256 } from '../lib/tokens';
import { createSignInLinkRepo } from '../repos/sign-in-link-repo';
import { createUserRepo, type UserRow } from '../repos/user-repo';

/**
 * "This is not my account" (decision 113): a link e-mailed beside every sign-in or reset link of an account
 * that has not confirmed its address. Its reader may be the person who started the account (who signs in) or the
 * owner of an address a stranger typed (who takes it back): only they can tell, so the e-mail offers both.
 */
export const RELEASE_LINK_HOURS = 24;
export const EMAIL_RELEASE_PATH = '/email-release';

/** Stored over a prefixed token, so a release token opens no sign-in link and a sign-in token releases nothing. */
const releaseTokenHash = (token: string) => sha256(`email-release:${token}`);

export function emailReleasePath(token: string): string {
  return `${EMAIL_RELEASE_PATH}/${token}`;
}

/** A new release link for `user` in `tx`, or null when the account confirmed its address (nobody can take it then). */
export async function releaseLinkFor(app: FastifyInstance, user: UserRow, tx: Executor): Promise<string | null> {
  if (user.emailVerifiedAt !== null) return null;
  const token = randomToken();
  await createSignInLinkRepo(tx).insert({
    userId: user.id,
    tokenHash: releaseTokenHash(token),
    purpose: 'release',
    expiresAt: new Date(Date.now() + RELEASE_LINK_HOURS * 60 * 60 * 1000),
  });
  return `${appUrl(app.env)}${emailReleasePath(token)}`;
}

const wellFormed = (token: string) => /^[\w-]{20,100}$/.test(token);

/** Whether the page may offer the button: the link is unused and unexpired (nothing is used by looking). */
export async function releaseLinkUsable(app: FastifyInstance, token: string): Promise<boolean> {
  return wellFormed(token) && createSignInLinkRepo(app.db).isUsable(releaseTokenHash(token), 'release');
}

export type ReleaseOutcome = { kind: 'released'; email: string } | { kind: 'confirmed' } | { kind: 'expired' };

/**
 * Takes the address back from the account the link was made for, in one transaction: the account stops holding it,
 * its sessions end and its unused links stop working. An account that confirmed its address since keeps it.
 */
export async function releaseEmail(app: FastifyInstance, token: string): Promise<ReleaseOutcome> {
  if (!wellFormed(token)) return { kind: 'expired' };
  return app.db.transaction(async (tx) => {
    const userId = await createSignInLinkRepo(tx).consume(releaseTokenHash(token), new Date(), tx, 'release');
    if (userId === null) return { kind: 'expired' } as const;
    const email = await createUserRepo(tx).releaseEmail(userId, tx);
    if (email === null) return { kind: 'confirmed' } as const;
    await createSignInLinkRepo(tx).dropUnusedOf(userId, tx);
    await app.sessions.endAllOf(userId, undefined, tx);
    app.log.info({ userId }, 'an account gave its unconfirmed e-mail address back to the address reader');
    return { kind: 'released', email } as const;
  });
}
