import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicProfilePath } from '#common/public-pages';
import { appUrl } from '#server/env';
import { createPhotoRepo } from '#server/repos/photo-repo';
import { createPublicTraderRepo, type PublicProfile } from '#server/repos/public-trader-repo';
import { profileHead, profileMain } from '#server/public-pages/profile-page';
import type { QuoteSectionState } from '#server/public-pages/quote-form';
import { notFound } from './public-errors';
import { PAGE_CACHE, sendPublicPage } from './send-page';

// a readable url is [a-z0-9-] (lib/company-slug.ts); anything else cannot be a profile
const PROFILE_URL = /^[a-z0-9-]{1,80}$/;

/** Finds a published profile and renders its page; shared by the page itself and the quote form's replies. */
export function createProfileView(app: FastifyInstance) {
  const traders = createPublicTraderRepo(app.db);
  const photos = createPhotoRepo(app.db);
  const origin = appUrl(app.env);

  return {
    /** The published profile at `url`, or a 404 (an unpublished profile is not public). */
    async find(url: string): Promise<PublicProfile> {
      const profile = PROFILE_URL.test(url) ? await traders.findPublished(url) : undefined;
      if (!profile) throw notFound();
      return profile;
    },

    async send(reply: FastifyReply, profile: PublicProfile, quote: QuoteSectionState, status = 200) {
      const input = {
        profile,
        quote,
        gallery: await photos.listByUser(profile.userId),
        canonical: `${origin}${publicProfilePath(profile.url)}`,
        origin,
      };
      const head = profileHead(input);
      // a page of form errors or a thank-you is nothing for a search engine to keep
      const robots = status === 200 && quote.kind === 'form' && Object.keys(quote.errors).length === 0 ? {} : { robots: 'noindex' };
      return sendPublicPage(
        reply,
        { head: { ...head, ...robots }, main: profileMain(input) },
        { status, cache: status === 200 ? PAGE_CACHE.profile : PAGE_CACHE.never },
      );
    },
  };
}
export type ProfileView = ReturnType<typeof createProfileView>;
