import { assertStorageKey, isPrivateStorageKey, isStorageKey, newPrivateStorageKey, newStorageId } from './storage-key';

test('a private key is never a public media key, and storage accepts both kinds', () => {
  const privateKey = newPrivateStorageKey('pdf');
  const publicKey = `${newStorageId()}.webp`;

  expect(privateKey).toMatch(/^private-[a-f0-9]{32}\.pdf$/);
  expect(isStorageKey(privateKey)).toBe(false);
  expect(isPrivateStorageKey(privateKey)).toBe(true);
  expect(isPrivateStorageKey(publicKey)).toBe(false);
  expect(() => assertStorageKey(privateKey)).not.toThrow();
  expect(() => assertStorageKey(publicKey)).not.toThrow();
});

test.each(['private-../x.pdf', 'private-abc.pdf', `private/${'a'.repeat(32)}.pdf`, `PRIVATE-${'a'.repeat(32)}.pdf`])(
  'refuses %s',
  (key) => {
    expect(() => assertStorageKey(key)).toThrow('invalid storage key');
  },
);
