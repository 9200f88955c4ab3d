import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BUSINESS_TYPE_REQUIRED, EMPLOYEES_REQUIRED } from '#common/contract/company-fields';
import { company } from '../db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { sessionIdOf } from '#server-test/page-script';
import { signedInStaff } from '#server-test/test-staff';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { inputProblemSentence } from './input-messages';
import { ValidationError } from './http-errors';
import { BODY_NOT_FIELDS, NUL_NOT_ALLOWED, PATH_NOT_FOUND, validatorCompiler } from './validator-compiler';

// `POST /v1/account/settings/company/save` with body `null` or none answered 500 (a refinement
// read `.type` of null), even signed out. Bodies are checked before any schema or handler sees them.

const COMPANY_SAVE = '/v1/account/settings/company/save';
const missingFields = { errors: { type: [BUSINESS_TYPE_REQUIRED], number_of_employees: [EMPLOYEES_REQUIRED] } };

const testApp = useTestApp();

async function signedOut(): Promise<Visitor> {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  return visitor;
}

const noBodies = [
  ['no body at all', undefined, {}],
  ['a JSON null', 'null', { 'content-type': 'application/json' }],
] as const;

describe.each(noBodies)('company save with %s', (_label, payload, headers) => {
  test('signed out answers 401 before the body is read (decision 068), not 500', async () => {
    const response = await (await signedOut()).post(COMPANY_SAVE, payload, headers);

    expect(response.statusCode).toBe(401);
  });

  test('signed in answers 422 with each missing field in a sentence and changes nothing', async () => {
    const { trader, visitor } = await signedInTrader(testApp, ['plumber']);

    const response = await visitor.post(COMPANY_SAVE, payload, headers);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(missingFields);
    const [row] = await testApp.database.db.select().from(company).where(eq(company.userId, trader.id));
    expect(row?.businessType).toBeNull();
  });
});

test.each([
  ['an array', '[{"type":1}]'],
  ['a string', '"type"'],
  ['a number', '42'],
  ['true', 'true'],
])('a body that is %s answers 400 with a sentence signed in, 401 signed out', async (_label, payload) => {
  const { visitor: trader } = await signedInTrader(testApp, ['plumber']);

  const response = await trader.post(COMPANY_SAVE, payload, { 'content-type': 'application/json' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'invalid_body', message: BODY_NOT_FIELDS });
  expect((await (await signedOut()).post(COMPANY_SAVE, payload, { 'content-type': 'application/json' })).statusCode).toBe(401);
});

test('a body sent as text/plain answers 400 with the same sentence', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);

  const response = await visitor.post(COMPANY_SAVE, '{"type":1,"number_of_employees":1}', { 'content-type': 'text/plain' });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'invalid_body', message: BODY_NOT_FIELDS });
});

test('fields of the wrong kind get sentences, never zod words', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);

  const response = await visitor.post('/v1/account/popups', { popup: { name: 'welcome' }, is_shown: 'yes' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { popup: ['The popup is missing.'], is_shown: ['Whether the popup was shown must be true or false.'] },
  });
});

test('a field the schema wrote no message for gets a plain sentence, never zod words', () => {
  const result = z.object({ page: z.number().int().min(1) }).safeParse({ page: 0 }, { error: inputProblemSentence });

  expect(result.error?.issues[0]?.message).toBe('This number is smaller than allowed.');
});

test('a page of the audit log out of range gets its own sentence', async () => {
  const { visitor } = await signedInStaff(testApp);

  const response = await visitor.get('/v1/admin/audit?page=0');

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { page: ['That page of the audit log does not exist.'] } });
});

test('a NUL character in any field answers 422 under that field and stores nothing', async () => {
  const visitor = new Visitor(testApp.app);
  const url = `/v1/trade-setup/track/${sessionIdOf((await visitor.open()).body)}`;

  const inData = await visitor.post(url, { page: 'lead_email', timestamp: 1, event: 'click', data: { note: 'a\u0000b' } });
  const inPage = await visitor.post(url, { page: 'lead\u0000email', timestamp: 1, event: 'click' });

  expect(inData.statusCode).toBe(422);
  expect(inData.json()).toEqual({ errors: { data: [NUL_NOT_ALLOWED] } });
  expect(inPage.json()).toEqual({ errors: { page: [NUL_NOT_ALLOWED] } });
});

test('a tracking timestamp past the last JavaScript date answers 422, not 500', async () => {
  const visitor = new Visitor(testApp.app);
  const url = `/v1/trade-setup/track/${sessionIdOf((await visitor.open()).body)}`;

  const response = await visitor.post(url, { page: 'lead_email', timestamp: 8.64e15 + 1, event: 'click' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { timestamp: ['The timestamp must be a number of milliseconds.'] } });
});

test('an id in the path past what the database holds answers 404, not 500', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);

  const response = await visitor.post(`/v1/account/photos/${2 ** 40}/delete`, {});

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'not_found', message: PATH_NOT_FOUND });
});

test('a path parameter past the router length answers 414 in the error shape, without echoing the path', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);

  const response = await visitor.post(`/v1/account/photos/${'9'.repeat(150)}/delete`, {});

  expect(response.statusCode).toBe(414);
  expect(response.json()).toEqual({ error: 'FST_ERR_MAX_PARAM_LENGTH', message: 'The address of this request is too long.' });
});

test('a broken %-escape in the path answers 400 in the error shape', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);

  const response = await visitor.post('/v1/account/photos/%E0%A4%A/delete', {});

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'FST_ERR_BAD_URL', message: 'The request could not be understood.' });
});

describe('an input with nothing in it', () => {
  const compile = (schema: z.ZodType, httpPart: 'querystring' | 'body') =>
    validatorCompiler({ schema, httpPart, method: 'GET', url: '/x' }) as (data: unknown) => { value?: unknown; error?: unknown };

  test('is answered as the schema says, each request with its own copy', () => {
    const validate = compile(z.object({ page: z.number().default(1), tag: z.string().optional() }), 'querystring');
    const first = validate({});
    (first.value as { page: number }).page = 99;

    expect(validate({})).toEqual({ value: { page: 1 } });
    expect(validate({}).value).not.toBe(validate({}).value);
    expect(validate({ tag: 'a' })).toEqual({ value: { page: 1, tag: 'a' } });
  });

  test('is refused on every request when the schema needs a field, each time with its own error', () => {
    const validate = compile(z.object({ name: z.string({ error: 'Please enter a name.' }) }), 'body');
    const [first, second] = [validate(undefined), validate(null)];

    expect(first.error).toBeInstanceOf(ValidationError);
    expect((first.error as ValidationError).errors).toEqual({ name: ['Please enter a name.'] });
    expect(second.error).not.toBe(first.error);
    expect(validate({ name: 'Priya' })).toEqual({ value: { name: 'Priya' } });
  });
});

describe('a short query asked again', () => {
  const compile = (schema: z.ZodType) =>
    validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/x' }) as (data: unknown) => {
      value?: unknown;
      error?: unknown;
    };
  const schema = z.object({
    version_tag: z.string().max(20, { error: 'Please refresh the page.' }),
    page: z.coerce.number().int().default(1),
  });

  test('gets the same answer as the first time, each request its own copy', () => {
    const validate = compile(schema);
    const first = validate({ version_tag: '1.2.3', page: '2' });
    (first.value as { page: number }).page = 99;

    expect(validate({ version_tag: '1.2.3', page: '2' })).toEqual({ value: { version_tag: '1.2.3', page: 2 } });
    expect(validate({ page: '2', version_tag: '1.2.4' })).toEqual({ value: { version_tag: '1.2.4', page: 2 } });
  });

  test('is refused every time it is wrong, each time with its own error', () => {
    const validate = compile(schema);
    const query = { version_tag: 'x'.repeat(30) };
    const [first, second] = [validate(query), validate(query)];

    expect((first.error as ValidationError).errors).toEqual({ version_tag: ['Please refresh the page.'] });
    expect(second.error).not.toBe(first.error);
  });

  test('answers every query right after more different ones than are kept, and arrays or long queries too', () => {
    const validate = compile(z.object({ q: z.string(), tags: z.array(z.string()).optional() }));
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 50; i += 1) expect(validate({ q: `word ${i}` })).toEqual({ value: { q: `word ${i}` } });
    }
    const withArray = validate({ q: 'a', tags: ['x'] }).value as { tags: string[] };
    withArray.tags.push('changed');
    expect(validate({ q: 'a', tags: ['x'] })).toEqual({ value: { q: 'a', tags: ['x'] } });
    const long = 'y'.repeat(500);
    expect(validate({ q: long })).toEqual({ value: { q: long } });
  });
});
