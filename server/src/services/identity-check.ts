import type { FastifyInstance } from 'fastify';
import { IDENTITY_FIELD, IDENTITY_RETURN_PATH, identityRefusals, type IdentityState } from '#common/contract/calls/identity';
import type { Executor } from '../db/client';
import { appUrl } from '../env';
import { fieldError, HttpError } from '../lib/http-errors';
import { createIdentityCheckRepo, type IdentityCheckRow } from '../repos/identity-check-repo';
import { createUserRepo } from '../repos/user-repo';

/** A check that passed or is being looked at is not started again: only a failed, cancelled or unfinished one. */
function refusalOf(check: IdentityCheckRow | undefined): string | null {
  if (check?.status === 'verified') return identityRefusals.alreadyVerified;
  if (check?.status === 'processing') return identityRefusals.inReview;
  return null;
}

/**
 * A new hosted check for the trader (decision 137): the provider's session is made first (an outside call, no
 * transaction held open), then recorded as the one now standing, so events of any earlier session are ignored.
 */
export async function startIdentityCheck(app: FastifyInstance, userId: number): Promise<{ url: string }> {
  const checks = createIdentityCheckRepo(app.db);
  const refused = refusalOf(await checks.findByUser(userId));
  if (refused) throw fieldError(IDENTITY_FIELD, refused);
  const trader = await createUserRepo(app.db).findById(userId);
  if (!trader) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  const session = await app.identity.createSession({
    userId,
    firstName: trader.firstName,
    lastName: trader.lastName,
    returnUrl: `${appUrl(app.env)}${IDENTITY_RETURN_PATH}`,
  });
  await app.db.transaction(async (tx) => {
    const locked = createIdentityCheckRepo(tx);
    // a webhook that landed meanwhile (another tab's check passing) wins over this start
    const refusedNow = refusalOf(await locked.lockByUser(userId, tx));
    if (refusedNow) throw fieldError(IDENTITY_FIELD, refusedNow);
    await locked.startSession(userId, session.id, tx);
  });
  return { url: session.url };
}

/** The check as the trader's app shows it. */
export async function identityStateOf(db: Executor, userId: number): Promise<IdentityState> {
  const check = await createIdentityCheckRepo(db).findByUser(userId);
  if (!check) return { status: 'not_started', last_error: null, verified_at: null };
  return {
    status: check.status,
    last_error:
      check.status === 'requires_input' && check.lastErrorCode ? { code: check.lastErrorCode, reason: check.lastErrorReason ?? '' } : null,
    verified_at: check.status === 'verified' && check.verifiedAt ? check.verifiedAt.toISOString() : null,
  };
}
