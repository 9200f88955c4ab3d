import { identityErrorReasons } from '#common/contract/calls/identity';
import type { Executor } from '../db/client';
import { createIdentityCheckRepo } from '../repos/identity-check-repo';

/** Whether the trader's ID check stands as passed (what a revoke withdraws). */
export async function identityStands(userId: number, tx: Executor): Promise<boolean> {
  return (await createIdentityCheckRepo(tx).lockByUser(userId, tx))?.status === 'verified';
}

/**
 * A reviewer's decision on a name that differs (decision 138): approved, the check passes now; rejected (or an
 * approval revoked), the trader reads why and may take the check again.
 */
export async function settleIdentityReview(userId: number, approved: boolean, reason: string | null, tx: Executor): Promise<void> {
  const checks = createIdentityCheckRepo(tx);
  if (approved) {
    await checks.update(userId, { status: 'verified', verifiedAt: new Date(), lastErrorCode: null, lastErrorReason: null }, tx);
    return;
  }
  const why = reason ? `${identityErrorReasons.name_mismatch} ${reason}` : identityErrorReasons.name_mismatch;
  await checks.update(userId, { status: 'requires_input', verifiedAt: null, lastErrorCode: 'name_mismatch', lastErrorReason: why }, tx);
}
