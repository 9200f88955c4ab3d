import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { GoingLiveItem } from '#common/going-live';
import type { Executor } from '../db/client';
import { company, user } from '../db/schema/index';
import { goingLiveColumns, missingItems } from './going-live-rule';

export interface PublishState {
  businessName: string;
  personName: string;
  url: string | null;
  publishedAt: Date | null;
  /** The going-live items not done yet, in the setup order (decision 064). */
  missing: GoingLiveItem[];
}

/** The public address of a business (company.url, company.published_at): set once, never changed. */
export function createCompanyUrlRepo(db: Executor) {
  return {
    /** The business, its url and what it still needs to go live, in one statement. */
    async publishState(userId: number, tx: Executor = db): Promise<PublishState | undefined> {
      const [row] = await tx
        .select({
          businessName: company.name,
          firstName: user.firstName,
          lastName: user.lastName,
          url: company.url,
          publishedAt: company.publishedAt,
          ...goingLiveColumns,
        })
        .from(company)
        .innerJoin(user, eq(user.id, company.userId))
        .where(eq(company.userId, userId));
      if (!row) return undefined;
      return {
        businessName: row.businessName,
        personName: `${row.firstName} ${row.lastName}`,
        url: row.url,
        publishedAt: row.publishedAt,
        missing: missingItems(row),
      };
    },

    /** The urls that are `base` or start with `base-`: the candidates a new suffix must avoid. */
    async urlsLike(base: string, tx: Executor = db): Promise<Set<string>> {
      // slugs are [a-z0-9-] only, so no LIKE wildcard can hide in `base`
      const rows = await tx
        .select({ url: company.url })
        .from(company)
        .where(or(eq(company.url, base), sql`${company.url} like ${`${base}-%`}`));
      return new Set(rows.flatMap((row) => (row.url ? [row.url] : [])));
    },

    /**
     * Gives the company `url` if it has none yet, and marks it published. False when it already
     * had one (a parallel publish won); a url another company holds throws a unique violation.
     */
    async claim(userId: number, url: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(company)
        .set({ url, publishedAt: sql`coalesce(${company.publishedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(company.userId, userId), isNull(company.url)))
        .returning({ userId: company.userId });
      return rows.length === 1;
    },

    /** A company with a url but no publication date (set some other way) goes live now. */
    async markPublished(userId: number, tx: Executor = db): Promise<void> {
      await tx
        .update(company)
        .set({ publishedAt: new Date() })
        .where(and(eq(company.userId, userId), isNull(company.publishedAt)));
    },
  };
}
export type CompanyUrlRepo = ReturnType<typeof createCompanyUrlRepo>;
