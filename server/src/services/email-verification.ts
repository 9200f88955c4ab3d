import type { FastifyInstance } from 'fastify';
import { EMAIL_ALREADY_VERIFIED } from '#common/contract/calls/account';
import { HttpError, fieldError } from '../lib/http-errors';
import { createUserRepo } from '../repos/user-repo';
import { SIGN_IN_LINK_MINUTES } from '#common/contract/calls/auth';
import { sendSignInLink } from './sign-in-links';

/**
 * "Verify my e-mail" on /my-account (decision 103): the login-link machinery and its limits e-mail the
 * account's address a link; opening it signs in and marks the address verified. The user row is locked, so
 * two presses take their turns. Resolves to the address the link went to.
 */
export async function sendEmailVerifyLink(app: FastifyInstance, userId: number): Promise<{ sentTo: string; expiresInMinutes: number }> {
  return app.db.transaction(async (tx) => {
    const user = await createUserRepo(tx).lockById(userId, tx);
    if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
    if (user.emailVerifiedAt) throw fieldError('email', EMAIL_ALREADY_VERIFIED);
    await sendSignInLink(app, user, tx, { refuseUnder: 'email', ownerAsks: true, purpose: 'verify' });
    return { sentTo: user.email, expiresInMinutes: SIGN_IN_LINK_MINUTES };
  });
}
