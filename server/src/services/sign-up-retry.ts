import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword } from '../lib/passwords';
import { sha256 } from '../lib/tokens';
import { createRegisterAttemptRepo } from '../repos/register-attempt-repo';
import type { UserRow } from '../repos/user-repo';

/** How long a retried sign-up is recognised by its key (decision 074). */
export const SIGN_UP_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SHA-256 of the sign-up's `Idempotency-Key` header (the page makes a random UUID per e-mail and
 * password and sends it again on a retry), or null: a missing key, or one not of UUID shape, is ignored
 * rather than refused, so the sign-up goes on as one without a key.
 */
export function signUpKeyHash(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !UUID_SHAPE.test(key.trim())) return null;
  return sha256(key.trim().toLowerCase());
}

/**
 * The account an earlier sign-up with this key made in the last 24 hours, if the retry names the same
 * e-mail and a password that verifies against it; otherwise null and the key counts for nothing.
 * Knowing the key alone gains nothing: it only ever stands in for the e-mail and password.
 */
export async function accountOfRetry(app: FastifyInstance, keyHash: string, email: string, password: string): Promise<UserRow | null> {
  const since = new Date(Date.now() - SIGN_UP_RETRY_WINDOW_MS);
  const account = await createRegisterAttemptRepo(app.db).findAccount(keyHash, since);
  if (!account || account.email !== email) return null;
  return (await verifyPassword(account.passwordHash, password)) ? account : null;
}
