import { averageText, jobMonthText } from '#common/contract/review-texts';
import { html, type SafeHtml } from '../lib/html';
import type { CustomerReviewRow } from '../repos/customer-review-repo';
import type { PublicTrader } from '../repos/public-trader-repo';

/** How many reviews a profile shows, newest first. */
export const PROFILE_REVIEWS_SHOWN = 10;

/** "★★★★☆" for the eye, with the number said in words for a screen reader. */
export function starsOf(rating: number, label: string): SafeHtml {
  const whole = Math.round(rating);
  return html`<span class="stars" role="img" aria-label="${label}">${'★'.repeat(whole)}${'☆'.repeat(5 - whole)}</span>`;
}

/** "4.3 out of 5 from 12 reviews", the stars before it: the profile's card and the directory's entries. */
export function ratingLine(trader: PublicTrader): SafeHtml {
  if (!trader.rating) return html``;
  const { average, count } = trader.rating;
  const words = `${averageText(average)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return html`<p class="rating">${starsOf(average, `Rated ${averageText(average)} out of 5`)} <span>${words}</span></p>`;
}

function reviewItem(review: CustomerReviewRow, business: string): SafeHtml {
  return html`<li>
<h3>${review.title}</h3>
<p>${starsOf(review.rating, `${review.rating} out of 5 stars`)}</p>
<p>${review.text}</p>
<p class="small">${review.reviewerName}, job done in ${jobMonthText(review.jobMonth)}</p>
${review.replyText && html`<div class="review-reply"><p class="small">Reply from ${business}</p><p>${review.replyText}</p></div>`}
</li>`;
}

/** The newest published reviews with their replies; nothing before the first one is published. */
export function reviewsSection(trader: PublicTrader, reviews: readonly CustomerReviewRow[]): SafeHtml {
  if (!trader.rating || reviews.length === 0) return html``;
  return html`<section class="panel" aria-labelledby="reviews-heading">
<h2 id="reviews-heading">Reviews</h2>
${ratingLine(trader)}
<p class="small">Every review comes from a customer ${trader.name} invited and is checked by Tradespace before it is published, good or bad.</p>
<ul class="reviews">${reviews.map((review) => reviewItem(review, trader.name))}</ul>
</section>`;
}

/** schema.org AggregateRating and Review items for the profile's LocalBusiness (decision 141). */
export function ratingJsonLd(trader: PublicTrader, reviews: readonly CustomerReviewRow[]): Record<string, unknown> {
  if (!trader.rating) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: averageText(trader.rating.average),
      reviewCount: trader.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.text,
      author: { '@type': 'Person', name: review.reviewerName },
      datePublished: (review.decidedAt ?? review.createdAt).toISOString().slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
