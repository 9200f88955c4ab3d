import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { appUrl } from '../env';
import { loginLinkEmail } from '../messages/login-link-email';
import { createLoginLinkRepo } from '../repos/login-link-repo';
import type { UserRow } from '../repos/user-repo';
import { randomToken, sha256 } from '../lib/tokens';

export const LOGIN_LINK_MINUTES = 30;
const MAX_LINKS_PER_HOUR = 5;

export function loginLinkPath(token: string): string {
  return `/auth/login-link/${token}`;
}

/**
 * E-mails a one-click sign-in link (single use, 30 minutes, stored hashed). Quietly sends
 * nothing past five links an hour, so nobody can flood a stranger's inbox.
 */
export async function sendLoginLink(app: FastifyInstance, user: UserRow, tx: Executor): Promise<void> {
  const links = createLoginLinkRepo(tx);
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await links.countSince(user.id, hourAgo)) >= MAX_LINKS_PER_HOUR) return;
  const token = randomToken();
  await links.insert({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LOGIN_LINK_MINUTES * 60 * 1000),
  });
  const url = `${appUrl(app.env)}${loginLinkPath(token)}`;
  await app.outbox.enqueue(
    loginLinkEmail({ to: user.email, firstName: user.firstName, url, expiresInMinutes: LOGIN_LINK_MINUTES }),
    tx,
  );
}
