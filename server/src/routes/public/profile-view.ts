import type { FastifyInstance, FastifyReply } from 'fastify';
import { londonToday } from '#common/calendar-date';
import { publicProfilePath } from '#common/public-pages';
import { appUrl } from '#server/env';
import { cachedPage, FORM_TOKEN_SLOT, type CachedPage } from '#server/lib/cached-page';
import { createPhotoRepo } from '#server/repos/photo-repo';
import { createCustomerReviewRepo } from '#server/repos/customer-review-repo';
import { PROFILE_REVIEWS_SHOWN } from '#server/public-pages/reviews-section';
import { createPublicTraderRepo, type PublicProfile } from '#server/repos/public-trader-repo';
import { renderPublicPage } from '#server/public-pages/layout';
import { profileHead, profileMain } from '#server/public-pages/profile-page';
import { emptyQuoteValues, type QuoteSectionState, type QuoteValues } from '#server/public-pages/quote-form';
import { createProfileServiceAreas, type PostcodeCheck } from '#server/services/profile-service-areas';
import { notFound } from './public-errors';
import { PAGE_CACHE, sendPublicPage } from './send-page';

// a readable url is [a-z0-9-] (lib/company-slug.ts); anything else cannot be a profile
const PROFILE_URL = /^[a-z0-9-]{1,80}$/;

/** Finds a published profile and renders its page; shared by the page itself and the quote form's replies. */
export function createProfileView(app: FastifyInstance) {
  const traders = createPublicTraderRepo(app.db);
  const photos = createPhotoRepo(app.db);
  const customerReviews = createCustomerReviewRepo(app.db);
  const workAreas = createProfileServiceAreas(app);
  const origin = appUrl(app.env);

  /** The published profile at `url`, or a 404 (an unpublished profile is not public). */
  async function find(url: string): Promise<PublicProfile> {
    const profile = PROFILE_URL.test(url) ? await traders.findPublished(url) : undefined;
    if (!profile) throw notFound();
    return profile;
  }

  async function render(
    profile: PublicProfile,
    quote: QuoteSectionState,
    status: number,
    { today = londonToday(), check = null }: { today?: string; check?: PostcodeCheck | null } = {},
  ) {
    const input = {
      profile,
      today,
      quote,
      check,
      areas: await workAreas.sentencesOf(profile.userId, profile.trades),
      gallery: await photos.listByUser(profile.userId),
      reviews: profile.rating ? await customerReviews.newestPublished(profile.userId, PROFILE_REVIEWS_SHOWN) : [],
      canonical: `${origin}${publicProfilePath(profile.url)}`,
      origin,
    };
    // a page of form errors or a thank-you is nothing for a search engine to keep
    const robots = status === 200 && !check && quote.kind === 'form' && Object.keys(quote.errors).length === 0 ? {} : { robots: 'noindex' };
    return { head: { ...profileHead(input), ...robots }, main: profileMain(input) };
  }

  return {
    find,

    /** The page with the empty quote form on `today`, for every visitor: a slot where each one's form token goes. */
    async formPage(url: string, today: string): Promise<CachedPage> {
      const form = { kind: 'form' as const, token: FORM_TOKEN_SLOT, values: emptyQuoteValues, errors: {} };
      const page = await render(await find(url), form, 200, { today });
      return cachedPage(renderPublicPage(page.head, page.main));
    },

    /**
     * The page after a homeowner checked the job's postcode (decision 126): the outcome under the postcode field, the
     * postcode (tidied when it is one) and everything else they typed kept in the form. One visitor's answer, never kept.
     */
    async checked(reply: FastifyReply, profile: PublicProfile, typed: QuoteValues, token: string) {
      const check = await workAreas.check(profile.userId, typed.postcode);
      const values = { ...typed, postcode: check.postcode };
      const page = await render(profile, { kind: 'form', token, values, errors: {} }, 200, { check });
      return sendPublicPage(reply, page, { status: 200, cache: PAGE_CACHE.never });
    },

    /** The page as one visitor's post left it: their form errors, or the thank-you. */
    async send(reply: FastifyReply, profile: PublicProfile, quote: QuoteSectionState, status = 200) {
      const page = await render(profile, quote, status);
      return sendPublicPage(reply, page, { status, cache: status === 200 ? PAGE_CACHE.profile : PAGE_CACHE.never });
    },
  };
}
export type ProfileView = ReturnType<typeof createProfileView>;
