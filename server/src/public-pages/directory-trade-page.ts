import { DIRECTORY_PATH, directoryTradePath, publicProfilePath } from '#common/public-pages';
import type { DirectoryTrade } from '../repos/directory-trade-repo';
import type { DirectoryEntry } from '../repos/public-trader-repo';
import { formField } from './form-field';
import { html, type SafeHtml } from '../lib/html';
import type { PageHead } from './layout';
import { areaLabel, avatar, badges, milesAway, tradeTags } from './trader-parts';
import { awayNotice } from './away-notice';
import { ratingLine } from './reviews-section';

export interface DirectoryTradePage {
  trade: DirectoryTrade;
  entries: readonly DirectoryEntry[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** As the visitor typed it (kept in the field and the page links). */
  postcodeInput: string;
  /** The normalised postcode the list is ordered by, when it was good. */
  origin: string | null;
  postcodeError: string | null;
  /** London's date the page is drawn for: who is away (decision 089). */
  today: string;
}

/** The trade page's address with the visitor's postcode and a page number (1 is left out). */
export function directoryPageHref(tradeSlug: string, postcode: string, page: number): string {
  const query = new URLSearchParams();
  if (postcode) query.set('postcode', postcode);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${directoryTradePath(tradeSlug)}${search ? `?${search}` : ''}`;
}

export function directoryTradeHead(view: DirectoryTradePage, origin: string): PageHead {
  const { trade, page, total } = view;
  return {
    title: page > 1 ? `${trade.name} directory, page ${page}` : `${trade.name} directory`,
    description: `${total} ${trade.name} ${total === 1 ? 'listing' : 'listings'} on Tradespace. Enter your postcode to see the nearest first and request a free quote.`,
    canonical: `${origin}${directoryPageHref(trade.slug, '', page)}`,
    // a search result or a typo in the postcode is no page of its own for search engines
    ...(view.postcodeInput ? { robots: 'noindex' } : {}),
    openGraph: { type: 'website' },
  };
}

function entry(trader: DirectoryEntry, today: string): SafeHtml {
  const area = areaLabel(trader.district);
  const distance = milesAway(trader.metres);
  return html`<li class="panel entry">${avatar(trader, 'small')}<div class="entry__text">
<h3 class="entry__name"><a href="${publicProfilePath(trader.url)}">${trader.name}</a></h3>
${tradeTags(trader.trades)}
${(area || distance) && html`<p class="muted">${area}${area && distance ? ' · ' : ''}${distance}</p>`}
${ratingLine(trader)}
${badges(trader)}
${awayNotice(trader.pausedUntil, today)}
</div></li>`;
}

function pagination(view: DirectoryTradePage): SafeHtml {
  if (view.pageCount <= 1) return html``;
  const href = (page: number) => directoryPageHref(view.trade.slug, view.postcodeInput, page);
  return html`<nav class="pagination" aria-label="Pages">
${view.page > 1 ? html`<a rel="prev" href="${href(view.page - 1)}">Previous page</a>` : html`<span></span>`}
<span>Page ${view.page} of ${view.pageCount}</span>
${view.page < view.pageCount ? html`<a rel="next" href="${href(view.page + 1)}">Next page</a>` : html`<span></span>`}
</nav>`;
}

function results(view: DirectoryTradePage): SafeHtml {
  if (view.total === 0 && view.origin) {
    return html`<p class="panel">No tradespeople listed under ${view.trade.name} work in ${view.origin} yet. <a href="${directoryTradePath(view.trade.slug)}">See every ${view.trade.name} listing</a></p>`;
  }
  if (view.total === 0) {
    // the link is a line of its own (a block in the panel): no full stop after it to sit alone on the next line
    return html`<p class="panel">No tradespeople are listed under ${view.trade.name} yet. <a href="${DIRECTORY_PATH}">Choose another trade</a></p>`;
  }
  const first = (view.page - 1) * view.pageSize + 1;
  const last = first + view.entries.length - 1;
  // with a postcode only those whose service area covers it (decision 087)
  const order = view.origin ? `nearest to ${view.origin} first` : 'by name';
  return html`<p>${view.total} ${view.total === 1 ? 'tradesperson' : 'tradespeople'}, ${order}. Showing ${first} to ${last}.</p>
<ol class="directory-list" aria-labelledby="results-heading">${view.entries.map((trader) => entry(trader, view.today))}</ol>
${pagination(view)}`;
}

/** `/directory/{trade}`: the postcode search (a GET form) and one page of the list (decision 042). */
export function directoryTradeMain(view: DirectoryTradePage): SafeHtml {
  const { trade } = view;
  return html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="${DIRECTORY_PATH}">Trade directory</a></li><li aria-current="page">${trade.name}</li></ol></nav>
<section class="panel" aria-labelledby="trade-heading">
<h1 id="trade-heading">${trade.name} directory</h1>
<p>Tradespeople on Tradespace listed under ${trade.name}. Enter your postcode to see who works there, nearest first.</p>
<form class="form search" method="get" action="${directoryTradePath(trade.slug)}" role="search" aria-label="Search ${trade.name} listings by postcode">
${formField({ name: 'postcode', id: 'directory-postcode', label: 'Your postcode', value: view.postcodeInput, error: view.postcodeError ?? undefined, hint: 'For example SW1A 1AA', autocomplete: 'postal-code', maxlength: 12, autocapitalize: 'characters' })}
<p><button class="button button--primary" type="submit">Search</button></p>
</form>
</section>
<section aria-labelledby="results-heading" class="results">
<h2 id="results-heading">${trade.name} listings</h2>
${results(view)}
</section>`;
}
