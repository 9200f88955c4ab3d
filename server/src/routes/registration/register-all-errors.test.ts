import { afterAll, beforeAll, expect, test } from 'vitest';
import { trade } from '#server/db/schema/index';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';

let testApp: TestApp;
let tradeIds: number[];

beforeAll(async () => {
  testApp = await createTestApp({ CAPTCHA_AFTER_ATTEMPTS: '1000', AUTH_LIMIT_PER_10_MINUTES: '1000' });
  const rows = await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2);
  tradeIds = rows.map((row) => row.id);
});
afterAll(() => testApp.close());

const TOO_COMMON = 'This password is too common. Please choose a less guessable one.';
const NOT_MOBILE = 'We need a UK mobile number (starting 07) so we can text you. Please enter your mobile number.';
const UNKNOWN_POSTCODE = 'We do not recognise that postcode. Please check it and try again.';

function payload(overrides: Record<string, unknown>) {
  return {
    first_name: 'Priya',
    last_name: 'Shah',
    email_address: `priya.${Date.now()}.${Math.random().toString(36).slice(2)}@example.co.uk`,
    phone_number: '07712 345678',
    business_name: 'Shah Plumbing',
    password: 'Copper-Pipe-Wrench-42',
    terms: true,
    privacy: true,
    postcode: 'M1 1AE',
    trades: tradeIds,
    form_id: 'form-1',
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown>) {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const reply = await visitor.post('/tradespeople-setup/register', payload(overrides));
  expect(reply.statusCode).toBe(422);
  return reply.json().errors as Record<string, string[]>;
}

test('one press names the landline, the common password and the unknown district together', async () => {
  const errors = await register({ phone_number: '01632 960000', password: 'password123', postcode: 'ZZ99 9ZZ' });
  expect(errors).toEqual({ phone_number: [NOT_MOBILE], password: [TOO_COMMON], postcode: [UNKNOWN_POSTCODE] });
});

test("a field the form's rules refuse comes with the server's problems of the other fields, each field once", async () => {
  const errors = await register({ email_address: 'not-an-email', last_name: '', phone_number: '01632 960000', password: 'password123' });
  expect(Object.keys(errors).sort()).toEqual(['email_address', 'last_name', 'password', 'phone_number']);
  expect(errors.phone_number).toEqual([NOT_MOBILE]);
  expect(errors.password).toEqual([TOO_COMMON]);
  expect(errors.email_address).toHaveLength(1);
});

test('a password refused for its length is not also called common', async () => {
  const errors = await register({ password: 'abc', phone_number: '01632 960000' });
  expect(errors.password).toHaveLength(1);
  expect(errors.password?.[0]).not.toBe(TOO_COMMON);
  expect(errors.phone_number).toEqual([NOT_MOBILE]);
});
