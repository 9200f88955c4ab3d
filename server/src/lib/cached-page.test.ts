import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  browserHasPage,
  cachedPage,
  compressedPage,
  etagFor,
  FORM_TOKEN_SLOT,
  gzipWithToken,
  htmlFor,
  pageEncodingFor,
} from './cached-page';

const html = `<form><input type="hidden" name="form_token" value="${FORM_TOKEN_SLOT}"></form>`;

test("each visitor's token fills the slot, and the ETag changes with the token", () => {
  const page = cachedPage(html);
  expect(htmlFor(page, 'token-one')).toBe('<form><input type="hidden" name="form_token" value="token-one"></form>');
  expect(etagFor(page, 'token-one')).not.toBe(etagFor(page, 'token-two'));
  expect(etagFor(page, 'token-one').startsWith(`W/"${page.tag}.`)).toBe(true);
});

test('the tag is the same for the same page and differs for another', () => {
  expect(cachedPage(html).tag).toBe(cachedPage(html).tag);
  expect(cachedPage(`${html}<p>new</p>`).tag).not.toBe(cachedPage(html).tag);
});

test('If-None-Match matches weakly, in a list, or as *; anything else does not', () => {
  const etag = etagFor(cachedPage('<p>listing</p>'));
  const opaque = etag.replace('W/', '');
  expect(browserHasPage(etag, etag)).toBe(true);
  expect(browserHasPage(opaque, etag)).toBe(true);
  expect(browserHasPage(`"other", ${etag}`, etag)).toBe(true);
  expect(browserHasPage('*', etag)).toBe(true);
  expect(browserHasPage('"other"', etag)).toBe(false);
  expect(browserHasPage(undefined, etag)).toBe(false);
});

test('a kept page goes out in brotli when the browser takes it, else gzip, never in an encoding it refused', () => {
  expect(pageEncodingFor('gzip, deflate, br, zstd')).toBe('br');
  expect(pageEncodingFor('gzip, deflate')).toBe('gzip');
  expect(pageEncodingFor('br;q=0, gzip;q=0.8')).toBe('gzip');
  expect(pageEncodingFor('identity')).toBeNull();
  expect(pageEncodingFor(undefined)).toBeNull();
  // a profile is offered in gzip only: a browser that takes brotli alone gets none of ours
  expect(pageEncodingFor('br', ['gzip'])).toBeNull();
  expect(pageEncodingFor('gzip, br', ['gzip'])).toBe('gzip');
});

test('a header read before is answered the same from what was kept, for each offer, and long headers still count', () => {
  for (let round = 0; round < 2; round += 1) {
    expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
    expect(pageEncodingFor('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(pageEncodingFor('br;q=0, gzip')).toBe('gzip');
  }
  // more different headers than are kept: the oldest are read again, never answered for another header
  for (let i = 0; i < 150; i += 1) expect(pageEncodingFor(`x-${i}, gzip`)).toBe('gzip');
  expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
  expect(pageEncodingFor(`${'x-long, '.repeat(40)}br`)).toBe('br');
});

test('the compressed page is the page, and it is compressed once', () => {
  const page = cachedPage(`<main>${'<p>Plumber within 10 miles</p>'.repeat(200)}</main>`);
  const brotli = compressedPage(page, 'br');
  expect(brotliDecompressSync(brotli).toString()).toBe(page.html);
  expect(gunzipSync(compressedPage(page, 'gzip')).toString()).toBe(page.html);
  expect(compressedPage(page, 'br')).toBe(brotli);
  expect(brotli.length).toBeLessThan(page.html.length / 10);
});

test("a page with a visitor's token, joined as gzip around the token, unpacks to exactly that visitor's page", () => {
  const page = cachedPage(`<main>${'<p>Plumbing and heating</p>'.repeat(300)}${html}${'<footer>Tradespace</footer>'.repeat(50)}</main>`);
  for (const token of ['token-one', 'tZ-9_'.repeat(9)]) {
    const gzipped = gzipWithToken(page, token);
    expect(gunzipSync(gzipped!).toString()).toBe(htmlFor(page, token));
    expect(gzipped!.length).toBeLessThan(page.html.length / 5);
  }
});

test('a page without exactly one token slot is not joined', () => {
  expect(gzipWithToken(cachedPage('<p>no form here</p>'), 'token')).toBeNull();
});
