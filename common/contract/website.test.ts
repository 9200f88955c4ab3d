import { normaliseWebsite } from './website';

test.each([
  ['smithplumbing.co.uk', 'https://smithplumbing.co.uk'],
  ['  www.SmithPlumbing.co.uk/  ', 'https://www.smithplumbing.co.uk'],
  ['https://smith-plumbing.co.uk/about?x=1#top', 'https://smith-plumbing.co.uk/about?x=1#top'],
  ['HTTP://example.com', 'http://example.com'],
  ['//example.com', 'https://example.com'],
  ['café.co.uk', 'https://xn--caf-dma.co.uk'],
])('accepts %j as %j', (given, expected) => {
  expect(normaliseWebsite(given)).toBe(expected);
});

test.each([
  '',
  'smith plumbing',
  'localhost',
  'smith',
  'example.c',
  '192.168.0.1',
  '-bad.co.uk',
  'ftp://example.com',
  'mailto:sam@example.com',
  'javascript:alert(1)',
  'https://sam:secret@example.com',
  'example.com:8080',
])('refuses %j', (given) => {
  expect(normaliseWebsite(given)).toBeNull();
});
