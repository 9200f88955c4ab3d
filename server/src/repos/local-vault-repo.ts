import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { SetupStatus } from '#common/contract/calls/cards';
import type { Executor } from '../db/client';
import { localCard, localCardToken, localSetupIntent, paymentMethod } from '../db/schema/index';
import type { CardDetails, IntentChange, TestOutcome, VaultCard, VaultIntent } from '../lib/card-records';

/** Stripe confirms an intent until it has succeeded; a succeeded one stays as it is. */
const CONFIRMABLE: SetupStatus[] = ['requires_payment_method', 'requires_action'];

// the rows are only ever written by this repo, from these very types
function toIntent(row: typeof localSetupIntent.$inferSelect): VaultIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    userId: row.userId,
    status: row.status as SetupStatus,
    paymentMethodId: row.paymentMethodId,
    error: row.error as VaultIntent['error'],
    challengeId: row.challengeId,
    returnUrl: row.returnUrl,
  };
}

function toCard(row: typeof localCard.$inferSelect): VaultCard {
  const { id, brand, last4, expMonth, expYear, fingerprint } = row;
  return {
    id,
    brand,
    last4,
    expMonth,
    expYear,
    fingerprint,
    billing: row.billing as CardDetails['billing'],
    outcome: row.outcome as TestOutcome,
  };
}

/**
 * The local card provider's stand-in for Stripe's servers (decisions 028, 070), shared by every
 * process on the database. Never a card number or security code: only what `VaultCard` holds.
 */
export function createLocalVaultRepo(db: Executor) {
  return {
    async insertCard(card: VaultCard, tx: Executor = db): Promise<void> {
      await tx.insert(localCard).values(card);
    },
    async findCard(id: string, tx: Executor = db): Promise<VaultCard | undefined> {
      const [row] = await tx.select().from(localCard).where(eq(localCard.id, id));
      return row ? toCard(row) : undefined;
    },
    async deleteCard(id: string, tx: Executor = db): Promise<void> {
      await tx.delete(localCard).where(eq(localCard.id, id));
    },
    async insertToken(id: string, paymentMethodId: string, tx: Executor = db): Promise<void> {
      await tx.insert(localCardToken).values({ id, paymentMethodId });
    },
    /** The token's payment method, once: the delete that returns it is what makes it single use. */
    async takeToken(id: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .delete(localCardToken)
        .where(eq(localCardToken.id, id))
        .returning({ paymentMethodId: localCardToken.paymentMethodId });
      return row?.paymentMethodId ?? null;
    },
    async insertIntent(values: Pick<VaultIntent, 'id' | 'clientSecret' | 'userId'>, tx: Executor = db): Promise<VaultIntent> {
      const [row] = await tx
        .insert(localSetupIntent)
        .values({ ...values, status: 'requires_payment_method' })
        .returning();
      if (!row) throw new Error('the setup intent was not stored');
      return toIntent(row);
    },
    async findIntent(id: string, tx: Executor = db): Promise<VaultIntent | undefined> {
      const [row] = await tx.select().from(localSetupIntent).where(eq(localSetupIntent.id, id));
      return row ? toIntent(row) : undefined;
    },
    /** The intent whose 3-D Secure check is still open under this bank page id. */
    async findOpenChallenge(challengeId: string, tx: Executor = db): Promise<VaultIntent | undefined> {
      const [row] = await tx
        .select()
        .from(localSetupIntent)
        .where(and(eq(localSetupIntent.challengeId, challengeId), eq(localSetupIntent.status, 'requires_action')));
      return row ? toIntent(row) : undefined;
    },
    /**
     * Applies a confirm to the intent if the secret is right and it has not succeeded yet: one statement,
     * so of two parallel confirms and bank answers the database lets each see the other's result.
     */
    async confirmIntent(id: string, clientSecret: string, change: IntentChange, tx: Executor = db): Promise<VaultIntent | undefined> {
      const [row] = await tx
        .update(localSetupIntent)
        .set({ ...change, updatedAt: new Date() })
        .where(
          and(eq(localSetupIntent.id, id), eq(localSetupIntent.clientSecret, clientSecret), inArray(localSetupIntent.status, CONFIRMABLE)),
        )
        .returning();
      return row ? toIntent(row) : undefined;
    },
    /** Closes an open bank check with its answer; undefined when it has already ended (only one answer counts). */
    async finishChallenge(challengeId: string, change: IntentChange, tx: Executor = db): Promise<VaultIntent | undefined> {
      const [row] = await tx
        .update(localSetupIntent)
        .set({ ...change, challengeId: null, updatedAt: new Date() })
        .where(and(eq(localSetupIntent.challengeId, challengeId), eq(localSetupIntent.status, 'requires_action')))
        .returning();
      return row ? toIntent(row) : undefined;
    },
    /**
     * Deletes intents and tokens created before `before`, and cards as old that no saved card uses
     * (a saved card's row stays until the trader removes the card). Returns how many rows went.
     */
    async sweep(before: Date, tx: Executor = db): Promise<number> {
      const intents = await tx
        .delete(localSetupIntent)
        .where(lt(localSetupIntent.createdAt, before))
        .returning({ id: localSetupIntent.id });
      const tokens = await tx.delete(localCardToken).where(lt(localCardToken.createdAt, before)).returning({ id: localCardToken.id });
      const savedHere = tx
        .select({ one: sql`1` })
        .from(paymentMethod)
        .where(and(eq(paymentMethod.provider, 'local'), eq(paymentMethod.providerMethodId, localCard.id)));
      const cards = await tx
        .delete(localCard)
        .where(and(lt(localCard.createdAt, before), notExists(savedHere)))
        .returning({ id: localCard.id });
      return intents.length + tokens.length + cards.length;
    },
  };
}
export type LocalVaultRepo = ReturnType<typeof createLocalVaultRepo>;
