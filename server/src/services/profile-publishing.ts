import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { publishMessages, type GoingLiveItem } from '#common/going-live';
import type { Executor } from '../db/client';
import { baseSlug, firstFreeSlug } from '../lib/company-slug';
import { FieldErrorList, HttpError } from '../lib/http-errors';
import { isUniqueViolation } from '../lib/unique-violation';
import { createCompanyUrlRepo } from '../repos/company-url-repo';

// Parallel publishes of one name lose the unique index race at most once each; this is a safety stop.
const MAX_ATTEMPTS = 25;

export type PublishOutcome = { live: true; url: string } | { live: false; missing: GoingLiveItem[] };

/**
 * Publishes a trader's profile as soon as it meets the going-live rule (decision 064): the
 * first time, a readable url from the business name (suffixed on a clash) and the publication date
 * (decision 039); afterwards the same url, always. Not ready: nothing is written and the
 * missing items come back. Idempotent and safe to call from every save that could complete the
 * rule; null when the user has no business row.
 *
 * Given a transaction it reads and claims inside it (the claim in a savepoint, so a lost url race
 * does not end the caller's transaction); callers that write in their own transaction call it after
 * the commit, so two saves finishing the last items at once both see each other's rows.
 */
export async function publishIfReady(app: FastifyInstance, userId: number, tx: Executor = app.db): Promise<PublishOutcome | null> {
  const repo = createCompanyUrlRepo(tx);
  const state = await repo.publishState(userId, tx);
  if (!state) return null;
  if (state.missing.length > 0) return { live: false, missing: state.missing };
  if (state.url) {
    if (!state.publishedAt) await repo.markPublished(userId, tx);
    return { live: true, url: state.url };
  }

  const base = baseSlug(state.businessName, state.personName);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const candidate = firstFreeSlug(base, await repo.urlsLike(base, tx));
    try {
      if (await tx.transaction((savepoint) => repo.claim(userId, candidate, savepoint))) return { live: true, url: candidate };
      // a parallel publish of this same trader got there first: its url is the one
      const current = await repo.publishState(userId, tx);
      if (current?.url) return { live: true, url: current.url };
    } catch (error) {
      if (!isUniqueViolation(error, 'company_url_unique')) throw error;
    }
  }
  throw new Error(`no free profile url for ${base} after ${MAX_ATTEMPTS} attempts`);
}

/**
 * After a save that may have done the last missing item: publishes if the rule is now met. The
 * save itself has succeeded, so a failure here is logged and left to the next save or the complete
 * step, never turned into an error for the save.
 */
export async function publishAfterSave(app: FastifyInstance, userId: number, log: FastifyBaseLogger = app.log): Promise<void> {
  try {
    await publishIfReady(app, userId);
  } catch (error) {
    log.error({ err: error, userId }, 'publishing the profile after a save failed');
  }
}

/** The publish call (decisions 039, 064): the live url, or a 422 with one message per missing item. */
export function createProfilePublisher(app: FastifyInstance) {
  return async function publishProfile(userId: number): Promise<string> {
    const outcome = await publishIfReady(app, userId);
    if (!outcome) throw new HttpError(404, 'company_not_found', 'We could not find the business on this account.');
    if (outcome.live) return outcome.url;
    const errors = new FieldErrorList();
    for (const item of outcome.missing) errors.add(item, publishMessages[item]);
    errors.throwIfAny();
    throw new Error('a profile that is not ready must name what it misses');
  };
}
