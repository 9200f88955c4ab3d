import { keptEncodingFor } from './kept-encoding';

test('brotli when the client takes it, else gzip, else nothing', () => {
  expect(keptEncodingFor('gzip, deflate, br, zstd')).toBe('br');
  expect(keptEncodingFor('gzip, deflate')).toBe('gzip');
  expect(keptEncodingFor('deflate')).toBeNull();
  expect(keptEncodingFor(undefined)).toBeNull();
  expect(keptEncodingFor('')).toBeNull();
});

test('a q of 0 refuses an encoding, and * stands for those not named', () => {
  expect(keptEncodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(keptEncodingFor('br;q=0, gzip;q=0')).toBeNull();
  expect(keptEncodingFor('*')).toBe('br');
  expect(keptEncodingFor('identity, *;q=0')).toBeNull();
  expect(keptEncodingFor('BR ; Q=0.8')).toBe('br');
});
