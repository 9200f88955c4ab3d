import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_MINUTES } from '#common/contract/calls/auth';
import { sitePages } from '#common/routes';
import type { Executor } from '../db/client';
import { appUrl } from '../env';
import { passwordResetEmail } from '../messages/password-reset-email';
import { takeSlot } from './atomic-limit';
import { countUnsentEmail } from './email-send-gate';
import { createSignInLinkRepo } from '../repos/sign-in-link-repo';
import type { UserRow } from '../repos/user-repo';
import { randomToken, sha256 } from '../lib/tokens';
import { LINKS_PER_HOUR } from './sign-in-links';
import { releaseLinkFor } from './email-release';

/**
 * Reset links live in the login_link table beside sign-in links (decision 063). Their stored hash
 * is taken over a prefixed token, so a reset token opens no sign-in link and a sign-in token resets nothing.
 */
export function resetTokenHash(token: string): string {
  return sha256(`password-reset:${token}`);
}

/** The page of the link; the token rides in the fragment, so it never reaches a server log or a Referer. */
export function passwordResetUrl(app: FastifyInstance, token: string): string {
  return `${appUrl(app.env)}${sitePages.resetPassword}#${token}`;
}

/**
 * E-mails a one-time reset link (60 minutes, stored hashed); quietly none past the hourly limit that
 * sign-in and reset links share, counted with takeSlot in `tx` so a burst cannot pass it. Past an e-mail
 * cap (decision 103) the request is refused under `email_address`, as it is for an address with no account.
 */
export async function sendPasswordResetLink(app: FastifyInstance, user: UserRow, tx: Executor): Promise<void> {
  const links = createSignInLinkRepo(tx);
  if (!(await takeSlot(tx, LINKS_PER_HOUR, String(user.id))).allowed) return countUnsentEmail(app, tx, user.email, 'email_address');
  const token = randomToken();
  await links.insert({
    userId: user.id,
    tokenHash: resetTokenHash(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60 * 1000),
  });
  await app.outbox.enqueue(
    passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      url: passwordResetUrl(app, token),
      expiresInMinutes: PASSWORD_RESET_MINUTES,
      releaseUrl: await releaseLinkFor(app, user, tx),
    }),
    tx,
    { accountId: user.id, pastCap: { refuse: 'email_address' } },
  );
}
