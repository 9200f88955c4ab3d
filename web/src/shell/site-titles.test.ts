import { expect, it } from 'vitest';
import { siteTitle } from './site-titles';

it('gives the account pages a title of their own, with or without a trailing slash', () => {
  expect(siteTitle('/my-account/areas')).toBe('Service areas | Tradespace');
  expect(siteTitle('/my-account/areas/')).toBe('Service areas | Tradespace');
  expect(siteTitle('/contact-us/ticket/')).toBe('Contact support | Tradespace');
  expect(siteTitle('/no-such-page')).toBe('Tradespace');
});
