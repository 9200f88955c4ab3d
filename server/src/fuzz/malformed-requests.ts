import fc from 'fast-check';
import { pathParamsOf, type FuzzTarget } from './contract-calls';

/** One request as it goes on the wire: what is sent, not what a client library would make of it. */
export interface RawRequest {
  /** The kind of malformation, for the figures and a failure's message. */
  kind: string;
  /** Path parameter values, as sent; `own` stands for the sender's own value (its tracking session). */
  params: Record<string, string>;
  /** GET calls: the query string after `?`. */
  query?: string;
  payload?: string | Buffer;
  contentType?: string;
}

const HUGE_BYTES = 200_000;
const DEEP_LEVELS = 5_000;
const BOUNDARY = 'fuzz-boundary-7d1e';
const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Values a form would send, so a body gets past the first field into later checks (and the database). */
const plausibleText = fc.constantFrom(
  'Sam',
  'Smith & Sons',
  'LS1 4AP',
  'M4 5JD',
  'sam@example.co.uk',
  '07700 900123',
  '+447700900123',
  'https://example.co.uk',
  'Review-Desk-Passphrase-2024',
  '123456',
  '1234567',
  'The kitchen tap drips all night and the radiator valve leaks under the sink.',
  'plumber',
  'heating-engineer',
  'lead_email',
  'on',
  '1',
  '',
  ' ',
);
const plausibleNumber = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(1990, 2020, Date.now()));

const withNul = plausibleText.chain((text) => fc.nat({ max: text.length }).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`));

// past PostgreSQL's integer, past a JavaScript date, past a safe integer
const oddNumbers = fc.constantFrom(-1, -0, 0.5, 2 ** 31, 2 ** 40, 8.64e15 + 1, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e-320);

/** A good value by field name where one is known (a new field gets 'Sam'): the base one bad field is put in. */
const goodValues: Record<string, unknown> = {
  email_address: 'sam@example.co.uk',
  email: 'sam@example.co.uk',
  postcode: 'LS1 4AP',
  phone_number: '07700 900123',
  phone: '07700 900123',
  password: 'Review-Desk-Passphrase-2024',
  current_password: 'Review-Desk-Passphrase-2024',
  business_name: 'Smith & Sons',
  description: 'The kitchen tap drips all night and the radiator valve leaks under the sink.',
  website: 'https://example.co.uk',
  type: 2,
  number_of_employees: 1,
  active_since: 2010,
  company_number: '01234567',
  trades: [1, 2],
  ordering: [1, 2],
  trade: 1,
  page: 'lead_email',
  timestamp: 1_700_000_000_000,
  event: 'click',
  data: { step: 1 },
  code: '123456',
  gas_id_number: '1234567',
  terms: true,
  privacy: true,
  is_shown: true,
  home_is_same: true,
  popup: 'welcome',
  reason: 'The certificate cannot be read.',
  search: 'plumb',
  line_1: '1 High Street',
  postal_town: 'Leeds',
  country: 'England',
  user_id: 1,
  lead_id: 1,
};

/** Any JSON value a field might get instead of what it wants. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: plausibleText, weight: 4 },
  { arbitrary: plausibleNumber, weight: 2 },
  { arbitrary: withNul, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['plumber'], { id: 1 }), weight: 2 },
  { arbitrary: oddNumbers, weight: 1 },
  { arbitrary: fc.string({ maxLength: 40, unit: 'binary' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(fc.oneof(plausibleNumber, plausibleText), { maxLength: 6 }), weight: 1 },
);

function fieldNames(target: FuzzTarget): fc.Arbitrary<string> {
  return target.fields.length > 0 ? fc.constantFrom(...target.fields) : fc.constantFrom('id', 'name', 'data');
}

/** An object of the call's own fields (and now and then one it does not have) with values of any kind. */
function fieldObject(target: FuzzTarget): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof({ arbitrary: fieldNames(target), weight: 5 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });
  return fc.dictionary(key, fieldValue, { maxKeys: Math.max(3, target.fields.length + 1) });
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

function deepArray(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

function deepObject(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** About HUGE_BYTES of one character, however many bytes it takes in UTF-8. */
function hugeText(char: string): string {
  return char.repeat(Math.floor(HUGE_BYTES / Buffer.byteLength(char)));
}

function multipartBody(field: string, content: Buffer | string = TINY_PNG, boundary = BOUNDARY): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const goodMultipart = multipartBody('file');
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

type Body = Omit<RawRequest, 'params' | 'query'>;

/** Content types the API has no parser for, or that misname JSON (no content type at all is sent too). */
const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/xml',
  'text/html',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  '*/*',
  ';',
  'application/json, text/plain',
];

function jsonBody(kind: string, payload: string): Body {
  return { kind, payload, contentType: 'application/json' };
}

/** The malformed bodies the issue names, one of each: every call gets all of them. */
export function fixedBodies(target: FuzzTarget): Body[] {
  const field = target.fields[0] ?? 'name';
  return [
    { kind: 'absent' },
    jsonBody('null', 'null'),
    jsonBody('array', '[{"a":1}]'),
    jsonBody('string', '"text"'),
    jsonBody('number', '42'),
    jsonBody(
      'wrong types',
      json(Object.fromEntries((target.fields.length > 0 ? target.fields : [field]).map((name, index) => [name, [{ index }]]))),
    ),
    jsonBody('huge', json({ [field]: hugeText('é') })),
    jsonBody('deep', `{"${field}":${deepArray(DEEP_LEVELS)}}`),
    jsonBody('deep', deepObject(DEEP_LEVELS)),
    jsonBody('NUL', json(Object.fromEntries((target.fields.length > 0 ? target.fields : [field]).map((name) => [name, 'Sam\u0000'])))),
    // every good value is a string or a number
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    jsonBody('NUL', json({ ...goodObject(target), [field]: `${String(goodValues[field] ?? 'Sam')}\u0000` })),
    jsonBody('prototype keys', `{"__proto__":{"admin":true},"${field}":"x"}`),
    jsonBody('prototype keys', '{"constructor":{"prototype":{"admin":true}}}'),
    jsonBody('prototype keys', `{"constructor":"x","prototype":1,"toString":"y","${field}":{"hasOwnProperty":1}}`),
    jsonBody('duplicate keys', `{"${field}":"Sam","${field}":[1],"${field}":null}`),
    jsonBody('cut-off JSON', `{"${field}":"Sa`),
    jsonBody('malformed JSON', "{'a':1,}"),
    { kind: 'multipart, no boundary', payload: goodMultipart, contentType: 'multipart/form-data' },
    { kind: 'multipart, wrong boundary', payload: goodMultipart, contentType: 'multipart/form-data; boundary=not-the-one' },
    { kind: 'multipart, cut off', payload: goodMultipart.subarray(0, 90), contentType: MULTIPART },
    { kind: 'text/plain', payload: json({ [field]: 'Sam' }), contentType: 'text/plain' },
    { kind: 'urlencoded', payload: `${field}=Sam&${field}=%00&__proto__[a]=1`, contentType: 'application/x-www-form-urlencoded' },
    { kind: 'xml', payload: `<${field}>Sam</${field}>`, contentType: 'application/xml' },
    { kind: 'no content type', payload: json({ [field]: 'Sam' }) },
  ];
}

/** Every field of the call with a good value: what a form sends. */
function goodObject(target: FuzzTarget): Record<string, unknown> {
  return Object.fromEntries(target.fields.map((field) => [field, goodValues[field] ?? 'Sam']));
}

/** A bad value in raw JSON: anything `fieldValue` makes, a NUL, huge, or thousands of levels deep. */
const badJson: fc.Arbitrary<string> = fc.oneof(
  fieldValue.map(json),
  oddNumbers.map(json),
  withNul.map(json),
  fc.constantFrom('a', 'é', '\u0000').map((char) => json(hugeText(char))),
  fc.integer({ min: DEEP_LEVELS - 500, max: DEEP_LEVELS + 500 }).map(deepArray),
  fc.integer({ min: 100, max: 2000 }).map(deepArray),
);

/** A form's good body with one field bad: the way past the other fields' checks into the handler. */
function oneBadField(target: FuzzTarget): fc.Arbitrary<Body> {
  const good = goodObject(target);
  return fc.tuple(fieldNames(target), badJson).map(([field, bad]) => {
    const rest = json(Object.fromEntries(Object.entries(good).filter(([key]) => key !== field)));
    return jsonBody('one bad field', `{"${field}":${bad}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`);
  });
}

/** Random bodies of every malformed kind, built from the call's own field names. */
export function randomBody(target: FuzzTarget): fc.Arbitrary<Body> {
  const name = fieldNames(target);
  const object = fieldObject(target);
  return fc.oneof(
    { arbitrary: oneBadField(target), weight: 6 },
    fc.constantFrom<Body>({ kind: 'absent' }, jsonBody('null', 'null'), {
      kind: 'empty JSON',
      payload: '',
      contentType: 'application/json',
    }),
    fc
      .jsonValue({ maxDepth: 2 })
      .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
      .map((value) => jsonBody('not an object', json(value))),
    object.map((value) => jsonBody('wrong types', json(value))),
    fc
      .tuple(object, name, fc.constantFrom('a', 'é', '€', '𝄞', '\u0000', ' '))
      .map(([value, field, char]) => jsonBody('huge', json({ ...value, [field]: hugeText(char) }))),
    fc
      .tuple(name, fc.integer({ min: 1000, max: 20_000 }))
      .map(([field, count]) => jsonBody('huge', json({ [field]: Array.from({ length: count }, (_, index) => index) }))),
    fc
      .tuple(name, fc.integer({ min: DEEP_LEVELS - 500, max: DEEP_LEVELS + 500 }), fc.boolean())
      .map(([field, levels, arrays]) => jsonBody('deep', `{"${field}":${arrays ? deepArray(levels) : deepObject(levels)}}`)),
    fc.tuple(object, name, withNul).map(([value, field, text]) => jsonBody('NUL', json({ ...value, [field]: text }))),
    fc.tuple(object, withNul).map(([value, key]) => jsonBody('NUL', json({ ...value, [key]: 'x' }))),
    fc
      .tuple(name, fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 2 }))
      .map(([field, key, value]) => jsonBody('prototype keys', `{"${field}":"x","${key}":${json(value)}}`)),
    fc
      .tuple(name, fc.constantFrom('__proto__', 'constructor'))
      .map(([field, key]) => jsonBody('prototype keys', `{"${field}":{"${key}":{"prototype":{"a":1}}}}`)),
    fc
      .tuple(name, fieldValue, fieldValue)
      .map(([field, first, second]) => jsonBody('duplicate keys', `{"${field}":${json(first)},"${field}":${json(second)}}`)),
    object.chain((value) => {
      const text = json(value);
      return fc.nat({ max: Math.max(0, text.length - 1) }).map((at) => jsonBody('cut-off JSON', text.slice(0, at)));
    }),
    fc
      .oneof(
        fc.string({ maxLength: 60, unit: 'binary' }),
        fc.constantFrom(
          '{',
          '{"a":}',
          '{"a":1,}',
          '[1,2',
          "{'a':1}",
          'NaN',
          'undefined',
          '\uFEFF{}',
          '{"a":"\\u00"}',
          '{"a":"\\ud800"}',
          '-',
          '1'.repeat(400),
        ),
      )
      .map((text) => jsonBody('malformed JSON', text)),
    multipartBodyArbitrary(name),
    fc.tuple(object, fc.constantFrom(undefined, ...wrongContentTypes)).map(([value, contentType]) => ({
      kind: `content type ${contentType ?? 'none'}`,
      payload: json(value),
      ...(contentType ? { contentType } : {}),
    })),
    fc.tuple(object, fc.constantFrom('application/x-www-form-urlencoded', 'text/plain')).map(([value, contentType]) => ({
      kind: 'form fields',
      payload: Object.entries(value)
        .map(([key, field]) => `${encodeURIComponent(key)}=${typeof field === 'string' ? encodeURIComponent(field) : '%E0%A4%A'}`)
        .join('&'),
      contentType,
    })),
  );
}

const badBoundaries = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=other',
  `multipart/mixed; boundary=${BOUNDARY}`,
  `multipart/form-data; boundary=${'b'.repeat(200)}`,
];

function multipartBodyArbitrary(name: fc.Arbitrary<string>): fc.Arbitrary<Body> {
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

const oddParam = fc.oneof(
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

function paramsArbitrary(target: FuzzTarget): fc.Arbitrary<Record<string, string>> {
  const names = pathParamsOf(target.path);
  return fc
    .tuple(...names.map(() => oddParam))
    .map((values) => Object.fromEntries(names.map((param, index) => [param, values[index] ?? '1'])));
}

/** Query strings for GET calls: repeated keys, prototype keys, NUL, broken escapes, long values. */
function queryArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
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
function formBody(target: FuzzTarget): fc.Arbitrary<Body> {
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

/** A random malformed request for the target. */
export function randomRequest(target: FuzzTarget): fc.Arbitrary<RawRequest> {
  const params = paramsArbitrary(target);
  if (target.method === 'GET') {
    return fc.tuple(params, queryArbitrary(target)).map(([values, query]) => ({ kind: 'query', params: values, query }));
  }
  const body = target.htmlForm
    ? fc.oneof({ arbitrary: formBody(target), weight: 3 }, { arbitrary: randomBody(target), weight: 1 })
    : randomBody(target);
  return fc.tuple(params, body).map(([values, sent]) => ({ ...sent, params: values }));
}

/** The fixed cases of the target: every named kind once (GET calls: the odd query strings). */
export function fixedRequests(target: FuzzTarget): RawRequest[] {
  const params = Object.fromEntries(pathParamsOf(target.path).map((param) => [param, 'own']));
  if (target.method === 'GET') {
    const field = target.fields[0] ?? 'id';
    return [
      '',
      `${field}=%00`,
      `${field}=%E0%A4%A`,
      `${field}=1&${field}=2`,
      '__proto__[admin]=1&constructor[prototype][a]=1',
      `${field}=${encodeURIComponent('é'.repeat(20_000))}`,
    ].map((query) => ({
      kind: 'query',
      params,
      query,
    }));
  }
  return fixedBodies(target).map((body) => ({ ...body, params }));
}
