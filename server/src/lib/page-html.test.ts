import { defaultFormOptions, type PageConfig } from '#common/app-config';
import { readPageScript } from '#server-test/page-script';
import { contentSecurityPolicy, renderPage } from './page-html';

const template = '<!doctype html><html><head><!--page-config--></head><body><div id="root"></div></body></html>';

const config: PageConfig = {
  orderingScheme: 'original',
  formOptions: defaultFormOptions,
  sessionId: '6c3a3f0e-1d1b-4c55-9c43-3a4c2b0d8e11',
  baseUrl: '</script><script>alert("base")</script>',
  appVersion: '20250227',
  production: false,
  reviewsWidgetUrl: null,
  captcha: { provider: 'altcha', siteKey: null },
  partners: [],
  cards: { provider: 'local', publishableKey: null },
  user: null,
};

test('text that looks like a closing script tag cannot break out of the inline script', () => {
  const html = renderPage(template, config, 'bm9uY2U=');

  expect(html.match(/<script/g)).toHaveLength(1);
  expect(readPageScript(html).config.baseUrl).toBe(config.baseUrl);
});

test('the page script carries the nonce the CSP allows', () => {
  const html = renderPage(template, config, 'bm9uY2U=');

  expect(readPageScript(html).nonce).toBe('bm9uY2U=');
  expect(contentSecurityPolicy('bm9uY2U=', [])).toContain("script-src 'self' 'nonce-bm9uY2U='");
});

test('extra script origins are allowed alongside the nonce', () => {
  expect(contentSecurityPolicy('abc', ['https://widget.example'])).toContain("script-src 'self' 'nonce-abc' https://widget.example");
});
