import type { Executor } from '../db/client';
import { verifiedContactHashes, type TrialContacts } from '../lib/trial-contacts';
import { createSubscriptionRepo } from '../repos/subscription-repo';
import { createUsedTrialContactRepo } from '../repos/used-trial-contact-repo';

/**
 * The free month once per trader (decision 106): not for an account that has had one, nor for one
 * whose verified phone or verified e-mail an account that had one also proved (kept as keyed hashes, which
 * outlive a closed account). `key` is the app key (`appKey(env)`).
 */
export function createTrialOnce(db: Executor, key: string) {
  const subscriptions = createSubscriptionRepo(db);
  const used = createUsedTrialContactRepo(db);
  return {
    /** Has this trader had the free month, on this account or through a verified contact? */
    async used(userId: number, contacts: TrialContacts, tx: Executor = db): Promise<boolean> {
      if (await subscriptions.hasHadTrial(userId, tx)) return true;
      return used.anyUsed(verifiedContactHashes(key, contacts), tx);
    },
    /** Keeps the hashes of the account's verified contacts: written when its free month starts. */
    async remember(contacts: TrialContacts, tx: Executor = db): Promise<void> {
      await used.record(verifiedContactHashes(key, contacts), tx);
    },
    /** Before an account is closed: its verified contacts are kept as hashes when it has had the free month (true then). */
    async rememberIfUsed(userId: number, contacts: TrialContacts, tx: Executor = db): Promise<boolean> {
      if (!(await subscriptions.hasHadTrial(userId, tx))) return false;
      await used.record(verifiedContactHashes(key, contacts), tx);
      return true;
    },
  };
}
