import { formTokenFor, isFormSecret, isValidFormToken, newFormSecret } from './form-token';

const KEY = 'test-only-app-key-of-at-least-32-chars';

test('the token of a fresh secret is valid for that secret only', () => {
  const secret = newFormSecret();
  expect(isFormSecret(secret)).toBe(true);
  expect(isValidFormToken(secret, formTokenFor(secret, KEY), KEY)).toBe(true);
  expect(isValidFormToken(newFormSecret(), formTokenFor(secret, KEY), KEY)).toBe(false);
});

test('a token made with another key, or a missing or malformed part, is refused', () => {
  const secret = newFormSecret();
  expect(isValidFormToken(secret, formTokenFor(secret, `${KEY}-other`), KEY)).toBe(false);
  expect(isValidFormToken(undefined, formTokenFor(secret, KEY), KEY)).toBe(false);
  expect(isValidFormToken(secret, undefined, KEY)).toBe(false);
  expect(isValidFormToken('short', formTokenFor('short', KEY), KEY)).toBe(false);
  expect(isValidFormToken(secret, ['a'], KEY)).toBe(false);
});
