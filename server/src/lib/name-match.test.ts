import { namesMatch, nameWords } from './name-match';

const account = (firstName: string, lastName: string) => ({ firstName, lastName });

test('a name is its words, without case, accents or punctuation', () => {
  expect(nameWords("  Zoë  O'Brien-Smith ")).toEqual(['zoe', 'obrien', 'smith']);
  expect(nameWords('ÉLODIE')).toEqual(['elodie']);
});

test.each([
  [account('Sam', 'Fletcher'), account('SAM', 'FLETCHER')],
  [account('Zoe', 'Bronte'), account('Zoë', 'Brontë')],
  [account('José', 'Núñez'), account('Jose', 'Nunez')],
  [account('Samuel', 'Fletcher'), account('Samuel James', 'Fletcher')],
  [account('Samuel James', 'Fletcher'), account('Samuel', 'Fletcher')],
  [account('Siobhan', "O'Neill"), account('SIOBHAN', 'O’NEILL')],
  [account('Anna', 'Smith-Jones'), account('ANNA MARIA', 'SMITH JONES')],
])('%o matches the document %o', (mine, document) => {
  expect(namesMatch(mine, document)).toBe(true);
});

test.each([
  [account('Sam', 'Fletcher'), account('Samuel', 'Fletcher')],
  [account('Sam', 'Fletcher'), account('Sam', 'Fletchers')],
  [account('Sam', 'Fletcher'), account('James', 'Fletcher')],
  [account('Anna', 'Smith-Jones'), account('Anna', 'Smith')],
  [account('Sam', 'Fletcher'), account('', '')],
])('%o does not match the document %o', (mine, document) => {
  expect(namesMatch(mine, document)).toBe(false);
});
