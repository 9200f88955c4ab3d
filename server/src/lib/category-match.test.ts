import { TRADE_CATALOGUE } from '../db/seed/trade-catalogue';
import {
  buildCategoryIndex,
  matchWord,
  MAX_SEARCH_RESULTS,
  searchCategories,
  withinOneEdit,
  wordsOf,
  type SearchableCategory,
} from './category-match';

/** The real seed catalogue with made-up ids: trade n, category n*100+rank. */
const catalogue: SearchableCategory[] = TRADE_CATALOGUE.flatMap((trade, t) =>
  trade.categories.map((name, rank) => ({ id: (t + 1) * 100 + rank, name, parent: { id: t + 1, name: trade.name } })),
);
const index = buildCategoryIndex(catalogue);
const search = (query: string) => searchCategories(index, query);
const names = (query: string) => search(query).map((result) => result.name);
const parents = (query: string) => new Set(search(query).map((result) => result.parent.name));

describe('wordsOf', () => {
  test('splits on punctuation, lower-cases and drops accents', () => {
    expect(wordsOf('Electrical Inspection (EICR)')).toEqual(['electrical', 'inspection', 'eicr']);
    expect(wordsOf('Fascias & Soffits')).toEqual(['fascias', 'soffits']);
    expect(wordsOf('  Café-Bar ')).toEqual(['cafe', 'bar']);
    expect(wordsOf('&&')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  test.each([
    ['plumber', 'plumber'],
    ['plumbr', 'plumber'],
    ['plumberr', 'plumber'],
    ['plumbar', 'plumber'],
    ['plubmer', 'plumber'],
    ['eletrician', 'electrician'],
    ['a', ''],
  ])('%s is within one edit of %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  test.each([
    ['plmbr', 'plumber'],
    ['plumbing', 'plumber'],
    ['tiler', 'title'],
    ['ab', 'ba!'],
  ])('%s is not within one edit of %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe('matchWord', () => {
  test('ranks exact, prefix and typo matches', () => {
    expect(matchWord('boiler', 'boiler')).toBe(0);
    expect(matchWord('boil', 'boiler')).toBe(1);
    expect(matchWord('boilr', 'boiler')).toBe(2);
    expect(matchWord('bolier', 'boiler')).toBe(2);
  });

  test('a typo counts against what has been typed of a longer word', () => {
    expect(matchWord('plumbr', 'plumbing')).toBe(2);
    expect(matchWord('eletr', 'electrician')).toBe(2);
    expect(matchWord('instalat', 'installation')).toBe(2);
  });

  test('words shorter than four letters must match exactly or as a prefix', () => {
    expect(matchWord('tap', 'tap')).toBe(0);
    expect(matchWord('tpa', 'tap')).toBe(3);
    expect(matchWord('rof', 'roof')).toBe(3);
  });

  test('two typos are no match', () => {
    expect(matchWord('plmbr', 'plumber')).toBe(3);
  });
});

describe('searchCategories', () => {
  test('matches any word prefix, case-insensitively', () => {
    expect(names('boil')).toContain('Boiler Installation');
    expect(names('INST')).toContain('Boiler Installation');
    expect(names('Inst')).toContain('Lighting Installation');
  });

  test('a parent trade that matches brings all its children, each naming the parent', () => {
    const plumber = catalogue.filter((category) => category.parent.name === 'Plumber');
    expect(search('plumber')).toEqual(expect.arrayContaining(plumber));
    expect(parents('plumber')).toEqual(new Set(['Plumber']));
  });

  test('one typo is tolerated: plumbr finds Plumber work and Appliance Plumbing', () => {
    const found = names('plumbr');
    expect(found).toContain('Appliance Plumbing');
    expect(found).toContain('Leak Repair');
    expect(parents('plumbr')).toContain('Plumber');
  });

  test('eletrician finds electrician work', () => {
    expect(parents('eletrician')).toEqual(new Set(['Electrician']));
    expect(names('eletrician')).toContain('Rewiring');
  });

  test('nonsense finds nothing', () => {
    expect(search('xyzzyqq')).toEqual([]);
    expect(search('!!')).toEqual([]);
  });

  test('every typed word must match', () => {
    expect(names('boiler inst')).toEqual(['Boiler Installation']);
    expect(names('boiler xyzzy')).toEqual([]);
  });

  test('answers at most 20 results', () => {
    expect(search('e').length).toBe(MAX_SEARCH_RESULTS);
    expect(searchCategories(index, 'e', 5)).toHaveLength(5);
  });

  test('exact words come before prefixes, prefixes before typos', () => {
    expect(names('roof').slice(0, 6)).toEqual([
      'New Roof',
      'Roof Repair',
      'Roof Scaffolding',
      'Roof Tile Replacement',
      'Flat Roofing',
      'Temporary Roofs',
    ]);
    const all = searchCategories(index, 'roof', 100).map((result) => result.name);
    // "room" is one letter from "roof": a typo, so after every exact and prefix match
    expect(all.indexOf('Wet Room')).toBeGreaterThan(all.indexOf('Fascias & Soffits'));
    expect(names('boilr').slice(0, 3)).toEqual(['Boiler Repair', 'Boiler Servicing', 'Boiler Installation']);
  });

  test('a match on the category name comes before one on its parent, then shorter names, then A to Z', () => {
    const found = names('plumb');
    expect(found[0]).toBe('Appliance Plumbing');
    const rest = found.slice(1);
    const sorted = [...rest].sort((a, b) => a.length - b.length || a.localeCompare(b));
    expect(rest).toEqual(sorted);
  });

  test('equal names sort alphabetically without regard to case', () => {
    const found = searchCategories(
      buildCategoryIndex([
        { id: 1, name: 'beta work', parent: { id: 9, name: 'Other' } },
        { id: 2, name: 'Alfa work', parent: { id: 9, name: 'Other' } },
      ]),
      'work',
    );
    expect(found.map((result) => result.id)).toEqual([2, 1]);
  });
});
