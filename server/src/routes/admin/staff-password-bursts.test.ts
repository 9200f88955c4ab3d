import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxMessage } from '#server/db/schema/index';
import { CAPTCHA_MESSAGE } from '#server/plugins/captcha';
import { STAFF_SIGN_IN_FAILED, STAFF_WRONG_PASSWORDS, staffSignInPaused } from '#server/services/staff-sign-in';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { adminVisitor, createStaff, type TestStaff } from '#server-test/test-staff';

// Back office passwords: a cap per staff account and a captcha per address, both counted before the check (decision 104)
const LIFTED = { RATE_LIMIT_PER_MINUTE: '100000', AUTH_LIMIT_PER_10_MINUTES: '100000' };
let testApp: TestApp;
let solver: TestApp;
let made = 0;

beforeAll(async () => {
  // the captcha after 3 failures per address, as in production
  testApp = await createTestApp(LIFTED);
  // a bot that solves every captcha: only the cap per account stands in its way
  solver = await createTestApp({ ...LIFTED, CAPTCHA_STAFF_AFTER_FAILURES: '100000' }, { database: testApp.database });
});
afterAll(async () => {
  await solver.close();
  await testApp.close();
});

const freshIp = () => `10.36.${Math.floor((made += 1) / 250)}.${(made % 250) + 1}`;
const messageOf = (reply: LightMyRequestResponse) => reply.json().errors?.email_address?.[0] as string | undefined;
/** The pause's sentence, whatever minutes are left of the hour. */
const PAUSED = new RegExp(`^${staffSignInPaused(99).replace('99 minutes', '\\d+ minutes?').replace(/\./g, '\\.')}$`);
const isPaused = (reply: LightMyRequestResponse) => reply.statusCode === 422 && PAUSED.test(messageOf(reply) ?? '');
const emailsTo = async (email: string) => testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, email));

async function burst(app: TestApp, staff: TestStaff, count: number, ip: string) {
  const visitors = await Promise.all(Array.from({ length: count }, () => adminVisitor(app, ip)));
  return Promise.all(
    visitors.map((visitor, i) => visitor.post('/v1/admin/login', { email_address: staff.email, password: `Wrong-Password-${i}` })),
  );
}

test('50 wrong passwords at once from one address: 5 are checked, and then the right one from another address is refused too', async () => {
  const staff = await createStaff(testApp.database.db);
  const replies = await burst(solver, staff, 50, freshIp());
  const wrong = replies.filter((reply) => messageOf(reply) === STAFF_SIGN_IN_FAILED).length;
  const paused = replies.filter(isPaused).length;
  console.log(
    `staff guesses on ${testApp.database.kind}: 50 parallel from one address (captcha solved), limit ${STAFF_WRONG_PASSWORDS.max} an hour, ` +
      `${wrong} checked and wrong, ${paused} paused`,
  );
  expect(wrong).toBe(STAFF_WRONG_PASSWORDS.max);
  expect(paused).toBe(50 - STAFF_WRONG_PASSWORDS.max);

  const right = await (
    await adminVisitor(testApp, freshIp())
  ).post('/v1/admin/login', { email_address: staff.email, password: staff.password });
  expect(isPaused(right)).toBe(true);
  expect(Object.keys(right.json().errors)).toEqual(['email_address']);
  expect(await emailsTo(staff.email)).toEqual([]);
});

test('an unknown e-mail is paused alike, so the pause tells nobody which e-mails are staff', async () => {
  const replies = await burst(solver, { id: 0, email: `nobody-${Date.now()}@tradespace.test`, password: 'x' }, 20, freshIp());
  expect(replies.filter((reply) => messageOf(reply) === STAFF_SIGN_IN_FAILED)).toHaveLength(STAFF_WRONG_PASSWORDS.max);
  expect(replies.filter(isPaused)).toHaveLength(20 - STAFF_WRONG_PASSWORDS.max);
});

test('20 wrong passwords at once from one address: 3 answered without the captcha, then even the right password asks for it', async () => {
  const staff = await createStaff(testApp.database.db);
  const ip = freshIp();
  const replies = await burst(testApp, staff, 20, ip);
  const asked = replies.filter((reply) => reply.json().errors?.recaptcha_response?.[0] === CAPTCHA_MESSAGE).length;
  console.log(
    `staff captcha on ${testApp.database.kind}: 20 parallel wrong passwords from one address, captcha after 3, ${20 - asked} answered without it`,
  );
  expect(asked).toBe(17);
  expect(replies.filter((reply) => messageOf(reply) === STAFF_SIGN_IN_FAILED)).toHaveLength(3);

  const right = await (await adminVisitor(testApp, ip)).post('/v1/admin/login', { email_address: staff.email, password: staff.password });
  expect(right.statusCode).toBe(422);
  expect(right.json()).toEqual({ errors: { recaptcha_response: [CAPTCHA_MESSAGE] } });
});

test('a right password is no failure: four sign-ins in a row from one address ask for no captcha', async () => {
  const staff = await createStaff(testApp.database.db);
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const visitor = await adminVisitor(testApp, ip);
    statuses.push((await visitor.post('/v1/admin/login', { email_address: staff.email, password: staff.password })).statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 200]);
});
