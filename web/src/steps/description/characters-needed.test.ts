import { charactersNeeded } from './characters-needed';

test.each([
  ['an empty box', '', '50 more characters needed'],
  ['48 characters', 'x'.repeat(48), '2 more characters needed'],
  ['49 characters', 'x'.repeat(49), '1 more character needed'],
  ['49 characters and spaces around them', `  ${'x'.repeat(49)}\n`, '1 more character needed'],
  ['50 characters', 'x'.repeat(50), null],
  ['2000 characters', 'x'.repeat(2000), null],
  ['2001 characters', 'x'.repeat(2001), '1 character over the limit of 2000'],
])('%s: %j', (_, text, wording) => {
  expect(charactersNeeded(text)).toBe(wording);
});
