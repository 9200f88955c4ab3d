import fc from 'fast-check';
import { pathParamsOf, type FuzzTarget } from './contract-calls';
import { BOUNDARY, fieldNames, goodMultipart, MULTIPART, multipartBody, plausibleText, withNul } from './malformed-values';
import type { Body } from './raw-request';

// The parts of a malformed request other than a JSON body: multipart bodies, path parameters, query strings, forms.
export const badBoundaries = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=other',
  `multipart/mixed; boundary=${BOUNDARY}`,
  `multipart/form-data; boundary=${'b'.repeat(200)}`,
];

export function multipartBodyArbitrary(name: fc.Arbitrary<string>): fc.Arbitrary<Body> {
  const variants: fc.Arbitrary<Body>[] = [
    fc.constantFrom(...badBoundaries).map((contentType) => ({ kind: 'multipart, bad boundary', payload: goodMultipart, contentType })),
    fc
      .nat({ max: goodMultipart.length - 1 })
      .map((at) => ({ kind: 'multipart, cut off', payload: goodMultipart.subarray(0, at), contentType: MULTIPART })),
    fc.tuple(name, fc.constantFrom('file', '__proto__', 'constructor', '')).map(([field, other]) => ({
      kind: 'multipart, odd fields',
      payload: Buffer.concat([multipartBody(other, '{"a":'), multipartBody(field, 'Sam')]),
      contentType: MULTIPART,
    })),
    fc.integer({ min: 2, max: 30 }).map((count) => ({
      kind: 'multipart, many parts',
      payload: Buffer.concat(Array.from({ length: count }, () => multipartBody('file'))),
      contentType: MULTIPART,
    })),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ kind: 'multipart, random bytes', payload: Buffer.from(bytes), contentType: MULTIPART })),
    fc.constant({
      kind: 'multipart, no part headers',
      payload: `--${BOUNDARY}\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
      contentType: MULTIPART,
    }),
  ];
  return fc.oneof(...variants);
}

export const oddParam = fc.oneof(
  fc.constantFrom(
    'own',
    'own',
    '1',
    '2',
    '0',
    '-1',
    '1.5',
    '1e3',
    'abc',
    '2147483648',
    '1099511627776',
    '99999999999999999999',
    '%00',
    '%E0%A4%A',
    '__proto__',
    'constructor',
    'x'.repeat(120),
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

export function paramsArbitrary(target: FuzzTarget): fc.Arbitrary<Record<string, string>> {
  const names = pathParamsOf(target.path);
  return fc
    .tuple(...names.map(() => oddParam))
    .map((values) => Object.fromEntries(names.map((param, index) => [param, values[index] ?? '1'])));
}

/** Query strings for GET calls: repeated keys, prototype keys, NUL, broken escapes, long values. */
export function queryArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  const name = fieldNames(target);
  const pair = fc.oneof(
    fc.tuple(name, plausibleText).map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
    fc
      .tuple(name, fc.constantFrom('%00', '%E0%A4%A', '%', '%%', 'a%00b', '-1', '1e999', 'x'.repeat(50_000), '[]', '{}'))
      .map(([key, value]) => `${key}=${value}`),
    fc.tuple(name, fc.string({ maxLength: 20 })).map(([key, value]) => `${key}[]=${encodeURIComponent(value)}`),
    fc.constantFrom('__proto__[admin]=1', '__proto__=1', 'constructor[prototype][a]=1', 'toString=1', '=', '&&', 'a'),
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'));
}

/** A plain HTML form's body: the form's fields (its token as `own`, the sender's), odd values, broken escapes. */
export function formBody(target: FuzzTarget): fc.Arbitrary<Body> {
  const value = fc.oneof(
    { arbitrary: plausibleText.map(encodeURIComponent), weight: 4 },
    { arbitrary: withNul.map(encodeURIComponent), weight: 2 },
    { arbitrary: fc.constantFrom('own', '%E0%A4%A', '%', '%00', encodeURIComponent('é'.repeat(5_000))), weight: 2 },
    { arbitrary: fc.string({ maxLength: 30, unit: 'binary' }).map(encodeURIComponent), weight: 1 },
  );
  const key = fc.oneof(
    { arbitrary: fieldNames(target), weight: 6 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'name[]', '%00', ''), weight: 1 },
  );
  return fc.array(fc.tuple(key, value), { maxLength: 10 }).map((pairs) => ({
    kind: 'form fields',
    payload: pairs.map(([name, text]) => `${name}=${text}`).join('&'),
    contentType: 'application/x-www-form-urlencoded',
  }));
}
