import { randomBytes } from 'node:crypto';

// server-made keys only: 32 hex digits, an optional variant and an extension (no slashes, no dots to climb)
const KEY_PATTERN = /^[a-f0-9]{32}(?:-[a-z]{1,12})?\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Throws for anything that is not a key this server could have made. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** A fresh random name; never derived from what the visitor called the file. */
export function newStorageId(): string {
  return randomBytes(16).toString('hex');
}
