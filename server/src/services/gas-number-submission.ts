import { gasRefusals } from '#common/contract/calls/verification';
import { GAS_NUMBER_FIELD } from '#common/contract/gas-number';
import type { Database } from '../db/client';
import { fieldError, HttpError } from '../lib/http-errors';
import { createUserRepo } from '../repos/user-repo';
import { createVerificationRequestRepo } from '../repos/verification-request-repo';

/**
 * Puts a Gas Safe number up for staff review (decision 033):
 * one pending request per trader, the user row showing it as provided, all in one transaction.
 * Refusals are 422s under `gas_id_number` and change nothing.
 */
export async function submitGasNumber(db: Database, userId: number, gasNumber: string): Promise<void> {
  const view = await createUserRepo(db).findView(userId);
  if (!view) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  if (!view.verified.gas_recommended) throw fieldError(GAS_NUMBER_FIELD, gasRefusals.notGasTrade);

  await db.transaction(async (tx) => {
    const users = createUserRepo(tx);
    const requests = createVerificationRequestRepo(tx);
    const trader = await users.lockById(userId, tx);
    if (!trader) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
    if (trader.gasStatus === 'verified') throw fieldError(GAS_NUMBER_FIELD, gasRefusals.alreadyVerified);
    // the same number sent again keeps its place in the review queue
    if (trader.gasStatus === 'provided' && trader.gasNumber === gasNumber) return;
    await requests.supersedePending(userId, 'gas', tx);
    await requests.insertPending({ userId, kind: 'gas', gasNumber }, tx);
    await users.setGasProvided(userId, gasNumber, tx);
  });
}
