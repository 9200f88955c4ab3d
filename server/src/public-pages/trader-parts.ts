import { coverText } from '#common/contract/calls/insurance';
import { directoryTradePath } from '#common/public-pages';
import { mediaUrl } from '../lib/media-url';
import { londonToday, longDateText } from '#common/calendar-date';
import type { CurrentInsurance, PublicTrader, RegisteredCompanyCheck, TraderDistrict, TraderTrade } from '../repos/public-trader-repo';
import { html, type SafeHtml } from '../lib/html';

// Pieces the profile page and the directory both show of a trader.

const METRES_PER_MILE = 1609.344;

/** "Manchester (M1)": the district and its place (or county), never the full postcode. */
export function areaLabel(district: TraderDistrict | null): string | null {
  if (!district) return null;
  const name = district.place || district.county;
  return name ? `${name} (${district.outcode})` : district.outcode;
}

/** Between district centres, so whole miles are as exact as it gets (decision 042). */
export function milesAway(metres: number | null): string | null {
  if (metres === null) return null;
  const miles = Math.round(metres / METRES_PER_MILE);
  if (miles < 1) return 'Less than 1 mile away';
  return miles === 1 ? '1 mile away' : `${miles} miles away`;
}

export function avatar(trader: PublicTrader, size: 'large' | 'small' = 'large'): SafeHtml {
  const className = size === 'small' ? 'avatar avatar--small' : 'avatar';
  if (trader.pictureThumbnailKey) {
    return html`<img class="${className}" src="${mediaUrl(trader.pictureThumbnailKey)}" alt="Profile picture of ${trader.name}" width="96" height="96">`;
  }
  const initial = [...trader.name.trim()][0]?.toUpperCase() ?? '';
  return html`<span class="${className}" aria-hidden="true">${initial}</span>`;
}

/** Each trade links to its directory page; the first is the primary trade. */
export function tradeTags(trades: readonly TraderTrade[]): SafeHtml {
  if (trades.length === 0) return html``;
  return html`<ul class="tags" aria-label="Trades">${trades.map(
    (trade) => html`<li><a href="${directoryTradePath(trade.slug)}">${trade.name}</a></li>`,
  )}</ul>`;
}

const CHECK = html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6.2 11.3 2.9 8l-1.1 1.1 4.4 4.4 8-8-1.1-1.1z" fill="currentColor"/></svg>`;

// one formatter for every page: building it per call (toLocaleDateString with options) was 7 % of a profile view
export const monthAndYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });

export const BADGE_TEXTS = { gas: 'Gas Safe verified', electric: 'Electrician verified' } as const;

/** "Gas Safe verified since March 2026": the month staff approved it, in London. */
export function badgeText(kind: keyof typeof BADGE_TEXTS, since: Date): string {
  return `${BADGE_TEXTS[kind]} since ${monthAndYear.format(since)}`;
}

/** "ID checked November 2026": the month the identity check passed, in London (decision 137). */
export function idCheckedText(checkedAt: Date): string {
  return `ID checked ${monthAndYear.format(checkedAt)}`;
}

/** "Public liability insurance: £2m, valid until 31 May 2027 (checked)": staff checked the certificate. */
export function insuranceText(insurance: CurrentInsurance): string {
  return `Public liability insurance: ${coverText(insurance.cover)}, valid until ${longDateText(insurance.expiresOn)} (checked)`;
}

/** "Registered company: TRADESPACE TEST HEATING LTD (09446231), checked 29 November 2026" (decision 133). */
export function registeredCompanyText(check: RegisteredCompanyCheck): string {
  return `Registered company: ${check.name} (${check.number}), checked ${longDateText(londonToday(check.checkedAt))}`;
}

/**
 * Only checks staff approved and that still stand (decision 064): a rejection or revoke removes them. The
 * profile adds the checks it alone shows (`more`), such as the registered company.
 */
export function badges(trader: PublicTrader, more: readonly string[] = []): SafeHtml {
  const earned: string[] = [
    ...(trader.gasVerifiedSince ? [badgeText('gas', trader.gasVerifiedSince)] : []),
    ...(trader.electricVerifiedSince ? [badgeText('electric', trader.electricVerifiedSince)] : []),
    ...(trader.insurance ? [insuranceText(trader.insurance)] : []),
    ...(trader.idCheckedAt ? [idCheckedText(trader.idCheckedAt)] : []),
    ...more,
  ];
  if (earned.length === 0) return html``;
  return html`<ul class="badges" aria-label="Verified by Tradespace">${earned.map(
    (text) => html`<li class="badge">${CHECK}${text}</li>`,
  )}</ul>`;
}
