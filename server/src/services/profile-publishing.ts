import type { FastifyInstance } from 'fastify';
import { publishMessages } from '../../../common/contract/calls/public-profile';
import { outcodeOf } from '../../../common/contract/fields';
import { baseSlug, firstFreeSlug } from '../lib/company-slug';
import { districtsOf } from '../lib/districts';
import { FieldErrorList, HttpError } from '../lib/http-errors';
import { isUniqueViolation } from '../lib/unique-violation';
import { createCompanyUrlRepo } from '../repos/company-url-repo';

// Parallel publishes of one name lose the unique index race at most once each; this is a safety stop.
const MAX_ATTEMPTS = 25;

/**
 * Publishes a trader's profile (docs/decisions/039): the first time, a readable url from the
 * business name (suffixed on a clash) and the publication date; afterwards the same url, always.
 */
export function createProfilePublisher(app: FastifyInstance) {
  const repo = createCompanyUrlRepo(app.db.db);

  return async function publishProfile(userId: number): Promise<string> {
    const state = await repo.publishState(userId);
    if (!state) throw new HttpError(404, 'company_not_found', 'We could not find the business on this account.');
    if (state.url) {
      await repo.markPublished(userId);
      return state.url;
    }
    const districts = await districtsOf(app);
    new FieldErrorList()
      .add('trades', state.trades === 0 ? publishMessages.trades : null)
      .add('postcode', state.postcode && districts.has(outcodeOf(state.postcode)) ? null : publishMessages.postcode)
      .throwIfAny();

    const base = baseSlug(state.businessName, state.personName);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const candidate = firstFreeSlug(base, await repo.urlsLike(base));
      try {
        if (await repo.claim(userId, candidate)) return candidate;
        // a parallel publish of this same trader got there first: its url is the one
        const current = await repo.publishState(userId);
        if (current?.url) return current.url;
      } catch (error) {
        if (!isUniqueViolation(error, 'company_url_unique')) throw error;
      }
    }
    throw new Error(`no free profile url for ${base} after ${MAX_ATTEMPTS} attempts`);
  };
}
