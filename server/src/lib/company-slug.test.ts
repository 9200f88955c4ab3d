import { baseSlug, FALLBACK_SLUG, firstFreeSlug, SLUG_MAX_LENGTH, slugFromName } from './company-slug';

test('a business name becomes lower-case words joined by hyphens', () => {
  expect(slugFromName('Smith Plumbing Ltd')).toBe('smith-plumbing-ltd');
  expect(slugFromName('  Smith   Plumbing  Ltd.  ')).toBe('smith-plumbing-ltd');
  expect(slugFromName('A1 Roofing (Leeds) / Repairs')).toBe('a1-roofing-leeds-repairs');
});

test('an ampersand reads as "and" and apostrophes join their word', () => {
  expect(slugFromName('Smith & Sons')).toBe('smith-and-sons');
  expect(slugFromName("O'Brien’s Joinery")).toBe('obriens-joinery');
});

test('accented and special letters are folded to ASCII', () => {
  expect(slugFromName('Café Ñandú Décor')).toBe('cafe-nandu-decor');
  expect(slugFromName('Straße Ærø Œuvre Łódź')).toBe('strasse-aero-oeuvre-lodz');
  expect(slugFromName('Ｆｕｌｌｗｉｄｔｈ ﬁxings')).toBe('fullwidth-fixings');
});

test('markup and symbols never reach the slug', () => {
  expect(slugFromName('<script>alert("x")</script> Builders')).toBe('script-alert-x-script-builders');
  expect(slugFromName('🔧 Pipe Pros 🔧')).toBe('pipe-pros');
});

test('a long name is cut at a word boundary within the maximum length', () => {
  const slug = slugFromName('Northern Quarter Heritage Restoration and Sympathetic Renovation Specialists Limited');
  expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  expect(slug).toBe('northern-quarter-heritage-restoration-and-sympathetic');
  expect(slugFromName('x'.repeat(100))).toBe('x'.repeat(SLUG_MAX_LENGTH));
});

test('a name with nothing writable falls back to the next name, then to a fixed word', () => {
  expect(baseSlug('水管工', 'Sam Smith')).toBe('sam-smith');
  expect(baseSlug('!!!', '')).toBe(FALLBACK_SLUG);
});

test('a taken slug gets the first free numeric suffix from 2', () => {
  expect(firstFreeSlug('smith', new Set())).toBe('smith');
  expect(firstFreeSlug('smith', new Set(['smith']))).toBe('smith-2');
  expect(firstFreeSlug('smith', new Set(['smith', 'smith-2', 'smith-3', 'smith-plumbing']))).toBe('smith-4');
});
