import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { appUrl } from '../env';
import { takeSlot, type AtomicLimit } from './atomic-limit';
import { loginLinkEmail } from '../messages/login-link-email';
import { createLoginLinkRepo } from '../repos/login-link-repo';
import type { UserRow } from '../repos/user-repo';
import { randomToken, sha256 } from '../lib/tokens';

export const LOGIN_LINK_MINUTES = 30;
const HOUR_MS = 60 * 60 * 1000;
/** Links one account is e-mailed in a clock hour, sign-in and password reset alike (docs/decisions/058). */
export const LINKS_PER_HOUR: AtomicLimit = { name: 'login-link:account:hour', max: 5, windowMs: HOUR_MS };
/** Links sent because someone typed the account's e-mail into a sign-up form ("already taken"). */
const TAKEN_EMAIL_LINKS_PER_HOUR: AtomicLimit = { name: 'login-link:taken-email:hour', max: 1, windowMs: HOUR_MS };

export interface LoginLinkOptions {
  /** The link answers a sign-up with the account's e-mail, not the owner's own request: one an hour. */
  becauseEmailTaken?: boolean;
}

export function loginLinkPath(token: string): string {
  return `/auth/login-link/${token}`;
}

/**
 * E-mails a one-click sign-in link (single use, 30 minutes, stored hashed). Quietly sends nothing
 * past five links an hour (one an hour for sign-ups that hit a taken e-mail), counted with takeSlot
 * in `tx`, so nobody can flood a stranger's inbox even with parallel requests.
 */
export async function sendLoginLink(app: FastifyInstance, user: UserRow, tx: Executor, options: LoginLinkOptions = {}): Promise<void> {
  const links = createLoginLinkRepo(tx);
  if (options.becauseEmailTaken && !(await takeSlot(tx, TAKEN_EMAIL_LINKS_PER_HOUR, String(user.id))).allowed) return;
  if (!(await takeSlot(tx, LINKS_PER_HOUR, String(user.id))).allowed) return;
  const token = randomToken();
  await links.insert({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LOGIN_LINK_MINUTES * 60 * 1000),
  });
  const url = `${appUrl(app.env)}${loginLinkPath(token)}`;
  await app.outbox.enqueue(loginLinkEmail({ to: user.email, firstName: user.firstName, url, expiresInMinutes: LOGIN_LINK_MINUTES }), tx);
}
