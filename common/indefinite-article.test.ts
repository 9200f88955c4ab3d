import { expect, test } from 'vitest';
import { withArticle } from './indefinite-article';

test.each([
  ['Electrician', 'an Electrician'],
  ['Architect', 'an Architect'],
  ['Insulation', 'an Insulation'],
  ['Plumber', 'a Plumber'],
  ['Handyman', 'a Handyman'],
  ['Heating Engineer', 'a Heating Engineer'],
  ['Upholsterer', 'an Upholsterer'],
  ['Uniform fitter', 'a Uniform fitter'],
])('%s takes the article it is said with', (word, expected) => {
  expect(withArticle(word)).toBe(expected);
});
