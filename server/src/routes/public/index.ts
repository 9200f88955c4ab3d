import type { FastifyInstance } from 'fastify';
import directory from './directory';
import emailRelease from './email-release';
import { acceptFormPosts } from './form-body';
import notFound from './not-found';
import profilePage from './profile-page';
import { useHtmlErrors } from './public-errors';
import quoteRequest from './quote-request';
import reviewPage from '#server/routes/reviews/review-page';

/**
 * The public, server-rendered pages (decision 040): profiles at /t/{url} with their quote
 * form, and the trade directory. Encapsulated: the form parser and the HTML error pages are theirs alone.
 */
export default async function publicPageRoutes(app: FastifyInstance) {
  acceptFormPosts(app);
  useHtmlErrors(app);
  await app.register(profilePage);
  await app.register(quoteRequest);
  await app.register(directory);
  await app.register(emailRelease);
  await app.register(reviewPage);
  await app.register(notFound);
}
