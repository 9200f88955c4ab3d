import { emailAddress } from '#common/contract/fields';
import type { Executor } from '../db/client';
import { hashPassword, passwordProblem } from '../lib/passwords';
import { randomToken } from '../lib/tokens';
import { createStaffRepo } from '../repos/staff-repo';

// Staff guard every trader's documents: a longer minimum than traders' 8 (decision 035)
export const STAFF_PASSWORD_MIN = 12;

export class StaffAccountError extends Error {}

/** 24 characters from 18 random bytes: about 144 bits. */
export function generateStaffPassword(): string {
  return randomToken(18);
}

export function staffPasswordProblem(password: string, email: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return `The password must be at least ${STAFF_PASSWORD_MIN} characters.`;
  if (password.length > 128) return 'The password may not be longer than 128 characters.';
  return passwordProblem(password, { email, names: [] });
}

/** The normalised e-mail when both are acceptable; otherwise why not (checked before any database work). */
export function checkStaffAccount(rawEmail: string, password: string): string {
  const parsed = emailAddress.safeParse(rawEmail);
  if (!parsed.success) throw new StaffAccountError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
  const problem = staffPasswordProblem(password, parsed.data);
  if (problem) throw new StaffAccountError(problem);
  return parsed.data;
}

/** Creates a staff member, or resets an existing one's password; the password is stored as argon2id. */
export async function saveStaffMember(db: Executor, rawEmail: string, password: string): Promise<{ email: string; created: boolean }> {
  const email = checkStaffAccount(rawEmail, password);
  const { row, created } = await createStaffRepo(db).upsertPassword(email, await hashPassword(password));
  return { email: row.email, created };
}
