import fc from 'fast-check';
import { type FuzzTarget } from './contract-calls';

// The values malformed requests are built from: plausible field values, odd numbers, huge and deep JSON, multipart.
export const HUGE_BYTES = 200_000;
export const DEEP_LEVELS = 5_000;
export const BOUNDARY = 'fuzz-boundary-7d1e';
export const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Values a form would send, so a body gets past the first field into later checks (and the database). */
export const plausibleText = fc.constantFrom(
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
export const plausibleNumber = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(1990, 2020, Date.now()));

export const withNul = plausibleText.chain((text) =>
  fc.nat({ max: text.length }).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`),
);

// past PostgreSQL's integer, past a JavaScript date, past a safe integer
export const oddNumbers = fc.constantFrom(
  -1,
  -0,
  0.5,
  2 ** 31,
  2 ** 40,
  8.64e15 + 1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  1e-320,
);

/** A good value by field name where one is known (a new field gets 'Sam'): the base one bad field is put in. */
export const goodValues: Record<string, unknown> = {
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
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: plausibleText, weight: 4 },
  { arbitrary: plausibleNumber, weight: 2 },
  { arbitrary: withNul, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['plumber'], { id: 1 }), weight: 2 },
  { arbitrary: oddNumbers, weight: 1 },
  { arbitrary: fc.string({ maxLength: 40, unit: 'binary' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(fc.oneof(plausibleNumber, plausibleText), { maxLength: 6 }), weight: 1 },
);

export function fieldNames(target: FuzzTarget): fc.Arbitrary<string> {
  return target.fields.length > 0 ? fc.constantFrom(...target.fields) : fc.constantFrom('id', 'name', 'data');
}

/** An object of the call's own fields (and now and then one it does not have) with values of any kind. */
export function fieldObject(target: FuzzTarget): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof({ arbitrary: fieldNames(target), weight: 5 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });
  return fc.dictionary(key, fieldValue, { maxKeys: Math.max(3, target.fields.length + 1) });
}

export function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

export function deepArray(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

export function deepObject(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** About HUGE_BYTES of one character, however many bytes it takes in UTF-8. */
export function hugeText(char: string): string {
  return char.repeat(Math.floor(HUGE_BYTES / Buffer.byteLength(char)));
}

export function multipartBody(field: string, content: Buffer | string = TINY_PNG, boundary = BOUNDARY): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export const goodMultipart = multipartBody('file');
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
