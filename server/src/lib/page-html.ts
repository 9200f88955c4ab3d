import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CONFIG_GLOBAL, type PageConfig } from '../../../common/app-config';

const PLACEHOLDER = '<!--page-config-->';

const FALLBACK_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Tradespace</title>${PLACEHOLDER}</head>
<body><div id="root"><p>The Tradespace web app has not been built yet: run <code>npm run build</code>.</p></div></body></html>`;

/** JSON that is safe inside a <script> element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function loadIndexHtml(webDistDir: string): string {
  const file = join(webDistDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_HTML;
}

/** spec §3 "Page config globals": orderingScheme, formOptions, sessionId, plus base URL and version. */
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

export function contentSecurityPolicy(nonce: string, extraScriptOrigins: string[]): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, ...extraScriptOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    'frame-src https://www.google.com https://www.recaptcha.net',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
