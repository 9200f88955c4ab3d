import { TRADE_CATALOGUE } from './trade-catalogue';
import { catalogueCategories, slugify } from './trades';

test('slugs are the kebab-case of the name', () => {
  expect(slugify('Carpenter & Joiner')).toBe('carpenter-joiner');
  expect(slugify('Electrical Inspection (EICR)')).toBe('electrical-inspection-eicr');
  expect(TRADE_CATALOGUE.filter((entry) => entry.slug !== slugify(entry.name))).toEqual([]);
});

test('category slugs are unique across the catalogue', () => {
  const slugs = catalogueCategories().map((entry) => entry.slug);

  expect(new Set(slugs).size).toBe(slugs.length);
});

test('a category name used under two trades gets the later parent as a prefix', () => {
  const catalogue = [
    { name: 'Roofer', slug: 'roofer', demand: 1, categories: ['Chimney Repair'] },
    { name: 'Bricklayer', slug: 'bricklayer', demand: 1, categories: ['Chimney Repair'] },
  ];

  expect(catalogueCategories(catalogue).map((entry) => entry.slug)).toEqual(['chimney-repair', 'bricklayer-chimney-repair']);
});

test('every trade has a positive demand and at least four categories', () => {
  expect(TRADE_CATALOGUE.filter((entry) => !(entry.demand > 0) || entry.categories.length < 4)).toEqual([]);
});
