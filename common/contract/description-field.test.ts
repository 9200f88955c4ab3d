import { descriptionLength, descriptionProblem, normaliseDescription } from './description-field';

test('normalises line endings, drops control characters and trims', () => {
  expect(normaliseDescription('  One\r\nTwo\rThree\u0000\t!  ')).toBe('One\nTwo\nThree\t!');
});

test('counts an emoji as one character', () => {
  expect(descriptionLength('🔧🔧 ab')).toBe(5);
});

test.each([
  ['', 'Please describe your business.'],
  ['x'.repeat(49), 'The description must be at least 50 characters.'],
  ['x'.repeat(50), null],
  ['x'.repeat(2000), null],
  ['x'.repeat(2001), 'The description may not be longer than 2000 characters.'],
])('a description of %#: %j', (text, problem) => {
  expect(descriptionProblem(text)).toBe(problem);
});
