import { readFileSync } from 'node:fs';
import { BRAND_COLOUR, button, emailLayout, escapeHtml, greetingFor, paragraph } from './html-layout';

test('the five HTML special characters are escaped', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('a button cannot break out of its href', () => {
  const html = button('https://x.test/?a=1&b="><script>', 'Go <now>').markup;

  expect(html).toContain('href="https://x.test/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
  expect(html).toContain('>Go &lt;now&gt;</a>');
  expect(html).not.toContain('<script');
});

test('the layout carries the Tradespace header and an escaped title', () => {
  const html = emailLayout({ title: 'Hello <you>', body: [paragraph('Body <b>')] });

  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('<title>Hello &lt;you&gt;</title>');
  expect(html).toContain('>Tradespace</td>');
  expect(html).toMatch(/<p style="[^"]*">Body &lt;b&gt;<\/p>/);
});

test('the e-mails wear the site’s brand colour and logo word, so a sign-in e-mail looks like the pages it leads to', () => {
  const styles = readFileSync(new URL('../../../web/src/styles.css', import.meta.url), 'utf8');
  const siteBrand = styles.match(/--brand:\s*(#[0-9a-f]{6})/i)?.[1];

  expect(BRAND_COLOUR).toBe(siteBrand);
  const html = emailLayout({ title: 'T', body: [button('https://x.test/', 'Go')], preview: 'Sign in with one click.' });
  expect(html).toContain(`background:${BRAND_COLOUR}`);
  expect(html).toMatch(/<div style="display:none[^"]*">Sign in with one click\.<\/div>/);
});

test('a greeting names the person, or stays friendly without a name', () => {
  expect(greetingFor('Sam')).toBe('Hi Sam,');
  expect(greetingFor('  ')).toBe('Hello,');
  expect(greetingFor(null)).toBe('Hello,');
});

test('a stored name that holds a web or e-mail address never reaches a greeting', () => {
  for (const name of [
    'Sam visit evil.com',
    'www.win-prizes.example',
    'https://x.test',
    'sam@evil.example',
    'Bit.ly/abc',
    'Sam evil．com',
  ]) {
    expect(greetingFor(name)).toBe('Hello,');
  }
  for (const name of ['J.R.', 'Dr. Who', "O'Brien", 'Anne-Marie', 'José']) expect(greetingFor(name)).toBe(`Hi ${name},`);
});
