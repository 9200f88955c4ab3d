// A trader's own website (decision 020).
export const WEBSITE_MAX = 255;
export const WEBSITE_INVALID = 'Please enter a valid website address.';
export const WEBSITE_TOO_LONG = `The website address may not be longer than ${WEBSITE_MAX} characters.`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function realLookingHost(hostname: string): boolean {
  const labels = hostname.split('.');
  const top = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(top);
}

/**
 * "smithplumbing.co.uk" → "https://smithplumbing.co.uk". An explicit http:// is kept; any other
 * scheme, a login in the address, a port or a host without a dot gives null.
 */
export function normaliseWebsite(raw: string): string | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port || !realLookingHost(url.hostname)) return null;
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.protocol}//${url.hostname}${path}${url.search}${url.hash}`;
}
