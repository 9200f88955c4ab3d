import { mediaUrl } from '../lib/media-url';
import type { PhotoRow } from '../repos/photo-repo';
import type { PostcodeCheck, ProfileServiceArea } from '../services/profile-service-areas';
import type { PublicProfile } from '../repos/public-trader-repo';
import { html, type SafeHtml } from '../lib/html';
import type { PageHead } from './layout';
import { localBusiness } from './local-business';
import { quoteSection, type QuoteSectionState } from './quote-form';
import { serviceAreasSection } from './service-areas-section';
import { areaLabel, avatar, badges, monthAndYear, registeredCompanyText, tradeTags } from './trader-parts';
import { awayNotice, awayUntil } from './away-notice';
import type { CustomerReviewRow } from '../repos/customer-review-repo';
import { ratingJsonLd, ratingLine, reviewsSection } from './reviews-section';

export interface ProfilePageInput {
  profile: PublicProfile;
  gallery: readonly PhotoRow[];
  quote: QuoteSectionState;
  /** The absolute address of the profile (APP_URL + /t/{url}). */
  canonical: string;
  /** APP_URL, for absolute image addresses. */
  origin: string;
  /** London's date the page is drawn for: whether the trader is away (decision 089). */
  today: string;
  /** Where the trader works, a line per trade (decision 087). */
  areas: readonly ProfileServiceArea[];
  /** The newest published reviews (decision 141). */
  reviews: readonly CustomerReviewRow[];
  /** A homeowner's postcode checked against those areas, before the job is typed; null: not asked. */
  check: PostcodeCheck | null;
}

const DESCRIPTION_META_MAX = 160;

/** Paragraphs at blank lines, line breaks kept; the text itself is always escaped. */
function paragraphs(text: string): SafeHtml[] {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => html`<p>${block.split('\n').map((line, index) => (index === 0 ? line : html`<br>${line}`))}</p>`);
}

function summary(profile: PublicProfile): string {
  const trades = profile.trades.map((trade) => trade.name).join(', ') || 'Tradesperson';
  const area = areaLabel(profile.district);
  const lead = `${profile.name}: ${trades}${area ? ` in ${area}` : ''}. Request a free quote on Tradespace.`;
  const text = profile.description ? `${lead} ${profile.description.replace(/\s+/g, ' ')}` : lead;
  return text.length > DESCRIPTION_META_MAX ? `${text.slice(0, DESCRIPTION_META_MAX - 1).trimEnd()}…` : text;
}

export function profileHead({ profile, canonical, origin, reviews }: ProfilePageInput): PageHead {
  const primary = profile.trades[0]?.name;
  const place = profile.district ? profile.district.place || profile.district.county || profile.district.outcode : null;
  const image = profile.pictureKey ? `${origin}${mediaUrl(profile.pictureKey)}` : null;
  return {
    title: [profile.name, primary && place ? `${primary} in ${place}` : primary].filter(Boolean).join(', '),
    description: summary(profile),
    canonical,
    openGraph: { type: 'profile', image },
    jsonLd: { ...localBusiness(profile, canonical, image), ...ratingJsonLd(profile, reviews) },
  };
}

function gallerySection(gallery: readonly PhotoRow[]): SafeHtml {
  if (gallery.length === 0) return html``;
  return html`<section class="panel" aria-labelledby="gallery-heading">
<h2 id="gallery-heading">Recent work</h2>
<ul class="gallery">${gallery.map(
    (photo, index) =>
      html`<li><a href="${mediaUrl(photo.storageKey)}"><img src="${mediaUrl(photo.thumbnailKey)}" alt="Job photo ${index + 1} of ${gallery.length}" width="400" height="400" loading="lazy"></a></li>`,
  )}</ul>
</section>`;
}

function details(profile: PublicProfile): SafeHtml {
  const since = monthAndYear.format(profile.publishedAt);
  // company.website is normalised to http(s) on save (decision 020); checked again before it becomes a link
  const website = profile.website && /^https?:\/\//.test(profile.website) ? profile.website : null;
  return html`<dl class="details">
<dt>On Tradespace since</dt><dd>${since}</dd>
${website && html`<dt>Website</dt><dd><a href="${website}" rel="nofollow ugc noopener noreferrer">${website.replace(/^https?:\/\//, '')}</a></dd>`}
</dl>`;
}

/** The public profile `/t/{url}` (decision 040). */
export function profileMain(input: ProfilePageInput): SafeHtml {
  const { profile } = input;
  const area = areaLabel(profile.district);
  return html`<article class="profile" aria-labelledby="profile-name">
<header class="panel profile-card">
<div class="profile-card__top">${avatar(profile)}<div><h1 id="profile-name">${profile.name}</h1>
${area && html`<p class="muted"><span class="visually-hidden">Area: </span>${area}</p>`}</div></div>
${ratingLine(profile)}
${tradeTags(profile.trades)}
${awayNotice(profile.pausedUntil, input.today)}
${badges(profile, profile.registeredCompany ? [registeredCompanyText(profile.registeredCompany)] : [])}
${details(profile)}
${input.quote.kind === 'form' && html`<p><a class="button button--primary" href="#quote">Request a quote</a></p>`}
</header>
${profile.description && html`<section class="panel description" aria-labelledby="about-heading"><h2 id="about-heading">About ${profile.name}</h2>${paragraphs(profile.description)}</section>`}
${serviceAreasSection(profile.name, input.areas)}
${gallerySection(input.gallery)}
${reviewsSection(profile, input.reviews)}
${quoteSection(profile, input.quote, { awayUntil: awayUntil(profile.pausedUntil, input.today), check: input.check })}
</article>`;
}
