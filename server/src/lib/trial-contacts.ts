import { createHmac, hkdfSync } from 'node:crypto';

/** The contact details of an account as the user row holds them; only verified ones count. */
export interface TrialContacts {
  phoneNumber: string | null;
  phoneVerifiedAt: Date | null;
  email: string;
  emailVerifiedAt: Date | null;
}

const derivedKeys = new Map<string, Buffer>();

/** A key of its own for these hashes, derived from the app key: a leak of one use of the key tells nothing of another. */
function trialKey(appKey: string): Buffer {
  let key = derivedKeys.get(appKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appKey, 'tradespace', 'free-month-contacts', 32));
    derivedKeys.set(appKey, key);
  }
  return key;
}

/** HMAC-SHA-256 of one contact, hex: the verified phone in E.164, or the verified e-mail lower-cased. */
export function trialContactHash(appKey: string, kind: 'phone' | 'email', value: string): string {
  const normal = kind === 'email' ? value.trim().toLowerCase() : value.trim();
  return createHmac('sha256', trialKey(appKey)).update(`${kind}:${normal}`).digest('hex');
}

/**
 * The hashes that stand for an account when the free month is given once per trader (decision 106):
 * its phone and e-mail, each only once proved. A typed, unproved one is a claim that must not take a
 * stranger's free month away.
 */
export function verifiedContactHashes(appKey: string, contacts: TrialContacts): string[] {
  const hashes: string[] = [];
  if (contacts.phoneNumber && contacts.phoneVerifiedAt) hashes.push(trialContactHash(appKey, 'phone', contacts.phoneNumber));
  if (contacts.email && contacts.emailVerifiedAt) hashes.push(trialContactHash(appKey, 'email', contacts.email));
  return hashes;
}
