import { and, eq } from 'drizzle-orm';
import type { Address, AddressKind } from '#common/contract/calls/address-book';
import type { Executor } from '../db/client';
import { address } from '../db/schema/index';

export type AddressRow = typeof address.$inferSelect;

/** The fields of one address as the save call gives them (already checked and normalised). */
export interface AddressValues {
  line_1: string;
  line_2: string;
  postal_town: string;
  county: string;
  postcode: string;
  country: string;
  /** Business only; undefined keeps the stored flag. */
  home_is_same?: boolean;
}

export function toAddress(row: AddressRow): Address {
  return {
    name: row.kind,
    line_1: row.line1,
    line_2: row.line2 ?? '',
    postal_town: row.postalTown,
    county: row.county ?? '',
    postcode: row.postcode,
    country: row.country,
    home_is_same: row.kind === 'business' ? row.homeIsSame : null,
  };
}

/** The address book: one business and one home row per user at most. */
export function createAddressRepo(db: Executor) {
  return {
    async listOf(userId: number, tx: Executor = db): Promise<AddressRow[]> {
      return tx.select().from(address).where(eq(address.userId, userId));
    },
    /** Inserts or replaces the user's address of this kind. */
    async save(userId: number, kind: AddressKind, values: AddressValues, tx: Executor = db): Promise<void> {
      const fields = {
        line1: values.line_1,
        line2: values.line_2 || null,
        postalTown: values.postal_town,
        county: values.county || null,
        postcode: values.postcode,
        country: values.country,
        updatedAt: new Date(),
        ...(values.home_is_same === undefined ? {} : { homeIsSame: values.home_is_same }),
      };
      await tx
        .insert(address)
        .values({ userId, kind, ...fields })
        .onConflictDoUpdate({ target: [address.userId, address.kind], set: fields });
    },
    async remove(userId: number, kind: AddressKind, tx: Executor = db): Promise<void> {
      await tx.delete(address).where(and(eq(address.userId, userId), eq(address.kind, kind)));
    },
    async setHomeIsSame(userId: number, homeIsSame: boolean, tx: Executor = db): Promise<void> {
      await tx
        .update(address)
        .set({ homeIsSame, updatedAt: new Date() })
        .where(and(eq(address.userId, userId), eq(address.kind, 'business')));
    },
  };
}
export type AddressRepo = ReturnType<typeof createAddressRepo>;
