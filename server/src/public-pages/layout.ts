import { createHash } from 'node:crypto';
import { BRAND, sitePages } from '#common/routes';
import { DIRECTORY_PATH } from '#common/public-pages';
import { html, jsonLdScript, trustedHtml, type SafeHtml } from '../lib/html';
import { PUBLIC_STYLES } from './styles';

const styleHash = createHash('sha256').update(PUBLIC_STYLES).digest('base64');

/** No script runs on these pages at all; the one stylesheet is allowed by its hash. */
export const PUBLIC_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

export interface PageHead {
  /** Without the brand: " | Tradespace" is added. */
  title: string;
  description: string;
  /** Absolute. */
  canonical?: string;
  /** e.g. "noindex" for a page of form errors. */
  robots?: string;
  openGraph?: { type: 'website' | 'profile'; image?: string | null };
  jsonLd?: unknown;
}

function metaTags(head: PageHead, title: string): SafeHtml {
  const og = head.openGraph;
  return html`<meta name="description" content="${head.description}">
${head.robots && html`<meta name="robots" content="${head.robots}">`}
${head.canonical && html`<link rel="canonical" href="${head.canonical}">`}
${
  og &&
  html`<meta property="og:site_name" content="${BRAND}">
<meta property="og:type" content="${og.type}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${head.description}">
${head.canonical && html`<meta property="og:url" content="${head.canonical}">`}
${og.image && html`<meta property="og:image" content="${og.image}">`}
<meta name="twitter:card" content="summary">`
}`;
}

function siteHeader(): SafeHtml {
  return html`<header class="site-header">
<a class="logo" href="${sitePages.home}"><img src="/favicon.svg" alt="" width="32" height="32"><span class="logo__word">${BRAND}</span></a>
<nav aria-label="Main"><a href="${DIRECTORY_PATH}">Trade directory</a></nav>
</header>`;
}

function siteFooter(): SafeHtml {
  const links: [string, string][] = [
    [sitePages.contactUs, 'Contact us'],
    [sitePages.privacyPolicy, 'Privacy policy'],
    [sitePages.termsOfUse, 'Terms of use'],
    [sitePages.termsOfSupply, 'Terms of supply'],
  ];
  // the licence line the postcode data requires, as in the app's footer (README.md)
  return html`<footer class="site-footer">
<nav aria-label="Footer"><ul class="site-footer__links">${links.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul></nav>
<p class="site-footer__small">© ${new Date().getFullYear()} ${BRAND} Ltd. UK-based support for tradespeople.</p>
<p class="site-footer__small">Contains OS data © Crown copyright and database right; contains Royal Mail data © Royal Mail copyright and database right; contains National Statistics data © Crown copyright and database right.</p>
</footer>`;
}

/** A whole public page: real HTML with everything in it before any script could run (there is none). */
export function renderPublicPage(head: PageHead, main: SafeHtml): string {
  const title = `${head.title} | ${BRAND}`;
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0b5d4b">
<title>${title}</title>
${metaTags(head, title)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${trustedHtml(PUBLIC_STYLES)}</style>
${head.jsonLd !== undefined && jsonLdScript(head.jsonLd)}
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
${siteHeader()}
<main id="main">
${main}
</main>
${siteFooter()}
</body>
</html>
`.markup;
}
