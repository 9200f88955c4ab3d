import type { FastifyInstance } from 'fastify';
import { londonToday } from '#common/calendar-date';
import { PROFILE_PREFIX, QUOTE_SENT } from '#common/public-pages';
import { PAGES_CACHED, PAGE_TTL_MS, type CachedPage } from '#server/lib/cached-page';
import { emptyQuoteValues } from '#server/public-pages/quote-form';
import { formTokenOf } from './form-cookie';
import { createProfileView } from './profile-view';
import { PAGE_CACHE, sendCachedPage } from './send-page';

/** GET /t/{url}: a trader's public profile, rendered on the server (decision 040). */
export default async function profilePageRoutes(app: FastifyInstance) {
  const view = createProfileView(app);
  // the profile with its empty quote form, as every visitor first sees it, until the next write (decision 084)
  const pages = app.readCache<string, CachedPage>({ ttlMs: PAGE_TTL_MS, maxEntries: PAGES_CACHED });
  app.get<{ Params: { url: string }; Querystring: { quote?: string; postcode?: unknown } }>(
    `${PROFILE_PREFIX}/:url`,
    async (request, reply) => {
      if (request.query.quote === QUOTE_SENT) return view.send(reply, await view.find(request.params.url), { kind: 'sent' });
      // a link with the job's postcode (the directory's, a shared one): checked as the quote form checks it (decision 126)
      const { postcode } = request.query;
      if (typeof postcode === 'string' && postcode.trim() !== '') {
        const typed = { ...emptyQuoteValues, postcode: postcode.slice(0, 20) };
        return view.checked(reply, await view.find(request.params.url), typed, formTokenOf(request, reply));
      }
      // today's date in the key: a page kept while the trader was away does not outlive the pause (decision 089)
      const today = londonToday();
      const page = await pages.read(`${request.params.url} ${today}`, () => view.formPage(request.params.url, today));
      return sendCachedPage(request, reply, page, { cache: PAGE_CACHE.profile, token: formTokenOf(request, reply) });
    },
  );
}
