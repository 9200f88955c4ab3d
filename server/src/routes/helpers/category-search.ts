import type { FastifyInstance } from 'fastify';
import { helpers } from '#common/contract/index';
import { catalogueOf } from '#server/services/catalogue';
import { searchCategories } from '#server/lib/category-match';
import { registerCall } from '#server/lib/register-call';

export default async function categorySearchRoutes(app: FastifyInstance) {
  registerCall(app, helpers.categorySearch, async ({ input }) => {
    const { searchIndex } = await catalogueOf(app);
    // "No results found." is the page's text; the API just answers an empty list
    return { results: searchCategories(searchIndex, input.search) };
  });
}
