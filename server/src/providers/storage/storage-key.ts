import { randomBytes } from 'node:crypto';

// server-made keys only: 32 hex digits, an optional variant and an extension (no slashes, no dots to climb)
const KEY_PATTERN = /^[a-f0-9]{32}(?:-[a-z]{1,12})?\.[a-z0-9]{2,5}$/;
// private objects (electrician certificates) never match KEY_PATTERN, so /media never serves them
const PRIVATE_KEY_PATTERN = /^private-[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** A public media key: what `/media/:key` may serve. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A key only staff tools read (decision 032). */
export function isPrivateStorageKey(key: string): boolean {
  return PRIVATE_KEY_PATTERN.test(key);
}

/** Throws for anything that is not a key this server could have made. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key) && !isPrivateStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** A fresh random name; never derived from what the visitor called the file. */
export function newStorageId(): string {
  return randomBytes(16).toString('hex');
}

/** A fresh private key with the given extension ("pdf", "jpg", "png"). */
export function newPrivateStorageKey(extension: string): string {
  return `private-${newStorageId()}.${extension}`;
}
