import { createRequire } from 'node:module';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm; // the package's const enum cannot be imported under verbatimModuleSyntax
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, so an unknown e-mail costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

const LANGUAGE_COMMON = '@zxcvbn-ts/language-common';
const requirePackage = createRequire(import.meta.url);
let commonPasswords: Set<string> | undefined;

/**
 * @zxcvbn-ts/language-common keeps a maintained list of ~50,000 leaked passwords, beside word lists we do
 * not use: read on the first password checked, the list kept and the package let go (about 14 MB of a
 * process's memory that serving pages never needs, decision 090).
 */
function commonPasswordList(): Set<string> {
  if (!commonPasswords) {
    const { dictionary } = requirePackage(LANGUAGE_COMMON) as typeof import('@zxcvbn-ts/language-common');
    commonPasswords = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
    delete requirePackage.cache[requirePackage.resolve(LANGUAGE_COMMON)];
  }
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordList().has(password.toLowerCase());
}

export function passwordProblem(password: string, context: { email: string; names: string[] }): string | null {
  if (isCommonPassword(password)) return 'This password is too common. Please choose a less guessable one.';
  const lower = password.toLowerCase();
  const local = context.email.split('@')[0] ?? '';
  if (lower === context.email || (local.length >= 4 && lower === local)) {
    return 'Your password must not be your email address.';
  }
  if (/^(.)\1+$/.test(password)) return 'Your password must not be one character repeated.';
  return null;
}
