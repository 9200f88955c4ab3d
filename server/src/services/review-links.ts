import { sha256 } from '../lib/tokens';

/** Where a customer writes the review an invitation asks for (decision 139). */
export const REVIEW_PAGE_PREFIX = '/review';

export function reviewPath(token: string): string {
  return `${REVIEW_PAGE_PREFIX}/${token}`;
}

/** Stored over a prefixed token, so a review token is no sign-in or release token, nor the other way round. */
export const reviewTokenHash = (token: string) => sha256(`review:${token}`);

export const wellFormedReviewToken = (token: string) => /^[\w-]{20,100}$/.test(token);
