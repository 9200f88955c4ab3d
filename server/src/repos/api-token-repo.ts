import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { user } from '../db/schema/index';

/** The account whose native-app API token hashes to `tokenHash` (SHA-256), or undefined. */
export async function findUserIdByApiTokenHash(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.apiTokenHash, tokenHash));
  return row?.id;
}
