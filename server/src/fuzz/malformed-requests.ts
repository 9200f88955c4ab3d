import fc from 'fast-check';
import { pathParamsOf, type FuzzTarget } from './contract-calls';

import {
  DEEP_LEVELS,
  deepArray,
  deepObject,
  fieldNames,
  fieldObject,
  fieldValue,
  goodMultipart,
  goodValues,
  hugeText,
  json,
  MULTIPART,
  oddNumbers,
  withNul,
} from './malformed-values';
import type { Body, RawRequest } from './raw-request';
import { multipartBodyArbitrary, paramsArbitrary, queryArbitrary, formBody } from './malformed-parts';

export type { RawRequest } from './raw-request';

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
