import type { FastifyInstance } from 'fastify';
import { helpers } from '#common/contract/index';
import { catalogueOf } from '#server/services/catalogue';
import { searchCategories, wordsOf } from '#server/lib/category-match';
import { CheckedJson, registerCall } from '#server/lib/register-call';

/** Searches kept per catalogue: visitors type the same few hundred beginnings of trade names. */
const SEARCHES_CACHED = 2_000;

export default async function categorySearchRoutes(app: FastifyInstance) {
  const kept = new WeakMap<object, Map<string, CheckedJson>>();
  registerCall(app, helpers.categorySearch, async ({ input }) => {
    const { searchIndex } = await catalogueOf(app);
    // the catalogue changes only by migration or seed (a new catalogue object), so its answers can be kept
    const answers = kept.get(searchIndex) ?? new Map<string, CheckedJson>();
    kept.set(searchIndex, answers);
    const key = wordsOf(input.search).join(' ');
    let answer = answers.get(key);
    if (!answer) {
      // "No results found." is the page's text; the API just answers an empty list
      answer = CheckedJson.of(helpers.categorySearch, { results: searchCategories(searchIndex, input.search) });
      if (answers.size >= SEARCHES_CACHED) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
    }
    return answer;
  });
}
