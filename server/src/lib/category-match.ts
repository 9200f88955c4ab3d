/*
 * Category search over the in-memory catalogue (decision 015).
 * Every word typed must match a word of the category's name or of its parent trade's name:
 * exactly, as a prefix, or, for words of 4+ letters, with one typo against the whole word or
 * against what the visitor has typed of it so far.
 */

export interface SearchableCategory {
  id: number;
  name: string;
  parent: { id: number; name: string };
}

export interface CategoryIndexEntry {
  category: SearchableCategory;
  own: readonly string[];
  parent: readonly string[];
}

export const MAX_SEARCH_RESULTS = 20;
const TYPO_MIN_LENGTH = 4;
const EXACT = 0;
const PREFIX = 1;
const TYPO = 2;
const NO_MATCH = 3;

/** Lower-case words without accents or punctuation: "Fascias & Soffits" → ["fascias", "soffits"]. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Damerau-Levenshtein (optimal string alignment) distance ≤ 1: one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** How well one typed word matches one word of a name: 0 exact, 1 prefix, 2 typo, 3 none. */
export function matchWord(typed: string, word: string): number {
  if (word === typed) return EXACT;
  if (word.startsWith(typed)) return PREFIX;
  if (typed.length < TYPO_MIN_LENGTH) return NO_MATCH;
  // the visitor may be part-way through the word: compare with its prefixes one letter either side
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length <= word.length && withinOneEdit(typed, word.slice(0, length))) return TYPO;
  }
  return NO_MATCH;
}

function bestMatch(typed: string, words: readonly string[]): number {
  let best = NO_MATCH;
  for (const word of words) best = Math.min(best, matchWord(typed, word));
  return best;
}

export function buildCategoryIndex(categories: readonly SearchableCategory[]): CategoryIndexEntry[] {
  return categories.map((category) => ({ category, own: wordsOf(category.name), parent: wordsOf(category.parent.name) }));
}

interface Scored {
  category: SearchableCategory;
  /** Sum over typed words of their match tier: lower is better. */
  tiers: number;
  /** Typed words that only the parent trade's name matched as well. */
  viaParent: number;
}

function score(typed: readonly string[], entry: CategoryIndexEntry): Scored | null {
  let tiers = 0;
  let viaParent = 0;
  for (const word of typed) {
    const own = bestMatch(word, entry.own);
    const parent = bestMatch(word, entry.parent);
    const tier = Math.min(own, parent);
    if (tier === NO_MATCH) return null;
    tiers += tier;
    if (parent < own) viaParent += 1;
  }
  return { category: entry.category, tiers, viaParent };
}

function compare(a: Scored, b: Scored): number {
  return (
    a.tiers - b.tiers ||
    a.viaParent - b.viaParent ||
    a.category.name.length - b.category.name.length ||
    a.category.name.localeCompare(b.category.name, 'en', { sensitivity: 'base' }) ||
    a.category.id - b.category.id
  );
}

/** Best matches first: exact word, then prefix, then typo; own name before parent's; shorter; A–Z. */
export function searchCategories(index: readonly CategoryIndexEntry[], query: string, limit = MAX_SEARCH_RESULTS): SearchableCategory[] {
  const typed = wordsOf(query);
  if (typed.length === 0) return [];
  const scored: Scored[] = [];
  for (const entry of index) {
    const result = score(typed, entry);
    if (result) scored.push(result);
  }
  return scored
    .sort(compare)
    .slice(0, limit)
    .map((result) => result.category);
}
