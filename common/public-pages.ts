// The server-rendered public pages (decision 040): a trader's profile and the trade directory.
export const PROFILE_PREFIX = '/t';
export const DIRECTORY_PATH = '/directory';
/** The query value of the page a quote request lands on (redirect after POST). */
export const QUOTE_SENT = 'sent';

/** `/t/smith-plumbing-ltd`: where a published profile lives (company.url). */
export function publicProfilePath(url: string): string {
  return `${PROFILE_PREFIX}/${encodeURIComponent(url)}`;
}

export function quoteRequestPath(url: string): string {
  return `${publicProfilePath(url)}/quote`;
}

/** Where the quote form's "Check postcode" button posts: the page again, the outcome shown and every value kept. */
export function postcodeCheckPath(url: string): string {
  return `${publicProfilePath(url)}/postcode-check`;
}

export function directoryTradePath(tradeSlug: string): string {
  return `${DIRECTORY_PATH}/${encodeURIComponent(tradeSlug)}`;
}
