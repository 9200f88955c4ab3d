// The readable part of a profile address, `/t/{slug}` (decision 039).
export const SLUG_MAX_LENGTH = 60;
/** When neither the business nor the person's name has a letter or digit we can write in ASCII. */
export const FALLBACK_SLUG = 'tradesperson';

// letters NFKD does not take apart into a base letter and a mark
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};

/** "Smith & Sons Plumbing Ltd." → "smith-and-sons-plumbing-ltd"; "Café Ñandú" → "cafe-nandu". */
export function slugFromName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæøœłđðþıħŧ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/&/g, ' and ')
    // "O'Brien's" reads as one word: obriens, not o-brien-s
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= SLUG_MAX_LENGTH) return ascii;
  const cut = ascii.slice(0, SLUG_MAX_LENGTH);
  // end on a whole word where there is one not too far back
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak >= SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastBreak) : cut).replace(/-+$/, '');
}

/** The first of `names` that gives a slug, else the fallback. */
export function baseSlug(...names: readonly string[]): string {
  for (const name of names) {
    const slug = slugFromName(name);
    if (slug) return slug;
  }
  return FALLBACK_SLUG;
}

/** `base`, else `base-2`, `base-3`… : the first that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
