import { button, emailLayout, escapeHtml } from './html-layout';

test('the five HTML special characters are escaped', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('a button cannot break out of its href', () => {
  const html = button('https://x.test/?a=1&b="><script>', 'Go <now>');

  expect(html).toContain('href="https://x.test/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
  expect(html).toContain('>Go &lt;now&gt;</a>');
  expect(html).not.toContain('<script');
});

test('the layout carries the Tradespace header and an escaped title', () => {
  const html = emailLayout({ title: 'Hello <you>', bodyHtml: '<p>Body</p>' });

  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('<title>Hello &lt;you&gt;</title>');
  expect(html).toContain('>Tradespace</td>');
  expect(html).toContain('<p>Body</p>');
});
