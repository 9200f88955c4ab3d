import { expect, test } from 'vitest';
import { postcodeCheck } from './work-areas';

test('a postcode outside the areas links to the directory with "an" before a trade said with a vowel', () => {
  const trader = { url: 'spark-and-co', name: 'Spark & Co', trades: [{ name: 'Electrician', slug: 'electrician' }] };
  const page = String(postcodeCheck(trader, { postcode: 'RG1 1AA', outcome: 'outside' }));
  expect(page).toContain('>Find an Electrician who works in RG1 1AA</a>');
});
