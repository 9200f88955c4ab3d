import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CONFIG_GLOBAL, type PageConfig } from '#common/app-config';

const PLACEHOLDER = '<!--page-config-->';

const FALLBACK_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Tradespace</title>${PLACEHOLDER}</head>
<body><div id="root"><p>The Tradespace web app has not been built yet: run <code>npm run build</code>.</p></div></body></html>`;

/** JSON that is safe inside a <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function loadIndexHtml(webDistDir: string): string {
  const file = join(webDistDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_HTML;
}

/** The page config globals: orderingScheme, formOptions, sessionId, plus base URL and version. */
export function renderPage(template: string, config: PageConfig, nonce: string): string {
  const json = scriptSafeJson(config);
  const script =
    `<script nonce="${nonce}">window.${PAGE_CONFIG_GLOBAL}=${json};` +
    `window.orderingScheme=${scriptSafeJson(config.orderingScheme)};` +
    `window.formOptions=${scriptSafeJson(config.formOptions)};` +
    `window.sessionId=${scriptSafeJson(config.sessionId)};` +
    `window.baseUrl=${scriptSafeJson(config.baseUrl)};` +
    `window.appVersion=${scriptSafeJson(config.appVersion)};</script>`;
  return template.replace(PLACEHOLDER, script);
}

export interface ExtraSources {
  frames?: string[];
  connect?: string[];
}

/**
 * What the card provider's browser side needs (decision 028): Stripe.js and its frames
 * only when Stripe is configured; the local provider's bank page is one of our own frames.
 */
export function cardProviderSources(kind: 'local' | 'stripe'): Required<ExtraSources> & { scripts: string[] } {
  if (kind === 'stripe') {
    return {
      scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
    };
  }
  return { scripts: [], frames: ["'self'"], connect: [] };
}

export function contentSecurityPolicy(nonce: string, extraScriptOrigins: string[], extra: ExtraSources = {}): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, ...extraScriptOrigins].join(' ');
  const frames = ['https://www.google.com', 'https://www.recaptcha.net', ...(extra.frames ?? [])].join(' ');
  const connect = ["'self'", ...(extra.connect ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    `frame-src ${frames}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
