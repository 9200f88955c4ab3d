import { eq } from 'drizzle-orm';
import { staffMessages } from '#common/contract/calls/admin';
import { outboxMessage, staffSignInCode } from '#server/db/schema/index';
import { STAFF_COOKIE } from '#server/plugins/staff-sessions';
import { CODE_EXPIRED, TOO_MANY_WRONG } from '#server/services/phone-verification-check';
import { SIGN_IN_TIMED_OUT, STAFF_CODE_WRONG, STAFF_SIGN_IN_FAILED, tooManyCodes } from '#server/services/staff-sign-in';
import { useTestApp, createTestApp, productionEnv, type Visitor } from '#server-test/test-app';
import { adminVisitor, createStaff, signedInStaff, signInThroughAdmin, staffCodeFor, type TestStaff } from '#server-test/test-staff';
import { createUser, signedInVisitor } from '#server-test/test-users';

const testApp = useTestApp();

const stageOf = async (visitor: Visitor) => (await visitor.get('/v1/admin/session')).json<{ stage: string; email: string | null }>();
const signIn = (visitor: Visitor, staff: TestStaff, password = staff.password) =>
  visitor.post('/v1/admin/login', { email_address: staff.email, password });
const enterCode = (visitor: Visitor, code: string) => visitor.post('/v1/admin/login/code', { code });
const codeError = (code: string) => ({ errors: { code: [code] } });
const emailsTo = async (email: string) => testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, email));

/** A visitor past the password step, and the code e-mailed to them. */
async function waitingForCode(staff?: TestStaff) {
  const member = staff ?? (await createStaff(testApp.database.db));
  const visitor = await adminVisitor(testApp);
  expect((await signIn(visitor, member)).statusCode).toBe(200);
  return { staff: member, visitor, code: await staffCodeFor(testApp.database.db, member.email) };
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

test('the back office pages are served as the app, never cached', async () => {
  const visitor = await adminVisitor(testApp);
  for (const path of ['/admin', '/admin/audit']) {
    const page = await visitor.open(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
  }
});

test('the right password e-mails a 6-digit code, and the right code signs the visit in', async () => {
  const staff = await createStaff(testApp.database.db);
  const visitor = await adminVisitor(testApp);
  expect(await stageOf(visitor)).toEqual({ stage: 'password', email: null });

  const passwordStep = await signIn(visitor, staff);

  expect(passwordStep.statusCode).toBe(200);
  expect(passwordStep.json()).toEqual({ success: true, stage: 'code' });
  expect(await stageOf(visitor)).toEqual({ stage: 'code', email: staff.email });
  expect((await visitor.get('/v1/admin/queue')).statusCode).toBe(401);
  const [email] = await emailsTo(staff.email);
  expect(email?.subject).toBe('Your Tradespace back office code');
  const pendingToken = visitor.cookies.get(STAFF_COOKIE);

  const codeStep = await enterCode(visitor, await staffCodeFor(testApp.database.db, staff.email));

  expect(codeStep.statusCode).toBe(200);
  expect(codeStep.json()).toEqual({ success: true, stage: 'signed_in', email: staff.email });
  expect(visitor.cookies.get(STAFF_COOKIE)).not.toBe(pendingToken);
  expect(await stageOf(visitor)).toEqual({ stage: 'signed_in', email: staff.email });
  expect((await visitor.get('/v1/admin/queue')).statusCode).toBe(200);
});

test('the staff cookie is httpOnly, SameSite=Strict and only sent to the admin API', async () => {
  const { visitor } = await waitingForCode();
  const response = await signIn(visitor, await createStaff(testApp.database.db));
  const cookie = response.cookies.find((set) => set.name === STAFF_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/admin' });
});

test('in production the staff cookie is Secure too', async () => {
  const production = await createTestApp({ ...productionEnv }, { database: testApp.database });
  try {
    const staff = await createStaff(testApp.database.db);
    const response = await signIn(await adminVisitor(production), staff);
    expect(response.cookies.find((set) => set.name === STAFF_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  } finally {
    await production.close();
  }
});

test('a wrong password and an unknown e-mail get the same message and e-mail nothing', async () => {
  const staff = await createStaff(testApp.database.db);
  // its own address: failures from the shared test address would soon ask the other tests for a captcha
  const visitor = await adminVisitor(testApp, '203.0.113.31');

  const wrongPassword = await signIn(visitor, staff, 'Not-The-Password-2024');
  const unknown = await visitor.post('/v1/admin/login', { email_address: 'nobody@tradespace.test', password: staff.password });

  for (const response of [wrongPassword, unknown]) {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { email_address: [STAFF_SIGN_IN_FAILED] } });
  }
  expect(await emailsTo(staff.email)).toEqual([]);
  expect(await emailsTo('nobody@tradespace.test')).toEqual([]);
  expect(await stageOf(visitor)).toEqual({ stage: 'password', email: null });
});

test('a disabled staff member cannot sign in, with the same message', async () => {
  const staff = await createStaff(testApp.database.db, { disabled: true });
  const response = await signIn(await adminVisitor(testApp, '203.0.113.32'), staff);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { email_address: [STAFF_SIGN_IN_FAILED] } });
});

test('missing fields are named under their fields', async () => {
  const response = await (await adminVisitor(testApp)).post('/v1/admin/login', {});
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { email_address: ['Please enter your email address.'], password: [staffMessages.passwordMissing] },
  });
});

test('a code that is not 6 digits is refused under code', async () => {
  const { visitor } = await waitingForCode();
  const response = await enterCode(visitor, '12345');
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(codeError(staffMessages.codeFormat));
});

test('a wrong code is refused under code, and the fifth wrong try kills the code', async () => {
  const { visitor, code } = await waitingForCode();
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    expect((await enterCode(visitor, wrongCodeFor(code))).json()).toEqual(codeError(STAFF_CODE_WRONG));
  }
  expect((await enterCode(visitor, wrongCodeFor(code))).json()).toEqual(codeError(TOO_MANY_WRONG));

  const right = await enterCode(visitor, code);

  expect(right.statusCode).toBe(422);
  expect(right.json()).toEqual(codeError(TOO_MANY_WRONG));
  expect((await stageOf(visitor)).stage).toBe('code');
});

test('an expired code is refused even when it is right', async () => {
  const { staff, visitor, code } = await waitingForCode();
  await testApp.database.db
    .update(staffSignInCode)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffSignInCode.staffId, staff.id));

  const response = await enterCode(visitor, code);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(codeError(CODE_EXPIRED));
});

test('a used code replayed with the earlier cookie signs nobody in', async () => {
  const { visitor, code } = await waitingForCode();
  const pendingToken = visitor.cookies.get(STAFF_COOKIE) ?? '';
  expect((await enterCode(visitor, code)).statusCode).toBe(200);

  visitor.cookies.set(STAFF_COOKIE, pendingToken);
  const replay = await enterCode(visitor, code);

  expect(replay.statusCode).toBe(422);
  expect(replay.json()).toEqual(codeError(SIGN_IN_TIMED_OUT));
  expect((await visitor.get('/v1/admin/queue')).statusCode).toBe(401);
});

test('the same right code sent twice at once signs in only once', async () => {
  const { visitor, code } = await waitingForCode();
  const statuses = (await Promise.all([enterCode(visitor, code), enterCode(visitor, code)])).map((response) => response.statusCode);
  expect(statuses.sort()).toEqual([200, 422]);
});

test('a new code makes the earlier one useless', async () => {
  const { staff, visitor, code: first } = await waitingForCode();
  expect((await visitor.post('/v1/admin/login/resend', {})).statusCode).toBe(200);
  const second = await staffCodeFor(testApp.database.db, staff.email);
  expect(second).toMatch(/^\d{6}$/);

  if (first !== second) expect((await enterCode(visitor, first)).json()).toEqual(codeError(STAFF_CODE_WRONG));
  expect((await enterCode(visitor, second)).statusCode).toBe(200);
});

test('a sign-in started in another tab ends the code of this one', async () => {
  const { staff, visitor, code } = await waitingForCode();
  const otherTab = await adminVisitor(testApp);
  expect((await signIn(otherTab, staff)).statusCode).toBe(200);

  const response = await enterCode(visitor, code);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(codeError(CODE_EXPIRED));
});

test('at most 5 codes an hour are e-mailed', async () => {
  const { staff, visitor } = await waitingForCode();
  for (let resend = 1; resend <= 4; resend += 1) {
    expect((await visitor.post('/v1/admin/login/resend', {})).statusCode).toBe(200);
  }

  const sixth = await visitor.post('/v1/admin/login/resend', {});
  const again = await signIn(await adminVisitor(testApp), staff);

  expect(sixth.statusCode).toBe(422);
  expect(sixth.json()).toEqual(codeError(tooManyCodes(60)));
  expect(again.statusCode).toBe(422);
  expect(again.json()).toEqual({ errors: { general: [tooManyCodes(60)] } });
  expect(await emailsTo(staff.email)).toHaveLength(5);
});

test('the code step without the password step is refused', async () => {
  const response = await enterCode(await adminVisitor(testApp), '123456');
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(codeError(SIGN_IN_TIMED_OUT));
});

test('a signed-in trader reaches no admin call', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);

  expect(await stageOf(visitor)).toEqual({ stage: 'password', email: null });
  for (const url of ['/v1/admin/queue', '/v1/admin/audit', '/v1/admin/requests/1/document']) {
    const response = await visitor.get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'staff_unauthenticated', message: 'Please sign in to the review back office.' });
  }
  expect((await visitor.post('/v1/admin/requests/1/approve', {})).statusCode).toBe(401);
  expect((await visitor.post('/v1/admin/requests/1/reject', { reason: 'No.' })).statusCode).toBe(401);
});

test('a signed-in staff member is no trader, even if the browser sent the staff cookie everywhere', async () => {
  const { visitor } = await signedInStaff(testApp);

  expect((await visitor.get('/v1/account/info')).json().user).toBeNull();
  expect((await visitor.get('/v1/account/photos')).statusCode).toBe(401);
});

test('signing out ends the staff session and clears its cookie', async () => {
  const staff = await createStaff(testApp.database.db);
  const visitor = await signInThroughAdmin(testApp, staff);
  const token = visitor.cookies.get(STAFF_COOKIE) ?? '';

  const response = await visitor.post('/v1/admin/logout', {});

  expect(response.statusCode).toBe(200);
  expect(visitor.cookies.has(STAFF_COOKIE)).toBe(false);
  visitor.cookies.set(STAFF_COOKIE, token);
  expect((await visitor.get('/v1/admin/queue')).statusCode).toBe(401);
});

test('admin calls without the CSRF token are refused', async () => {
  const { visitor } = await signedInStaff(testApp);
  visitor.cookies.delete('XSRF-TOKEN');
  expect((await visitor.post('/v1/admin/logout', {})).statusCode).toBe(419);
});

test('the password step is rate limited per address', async () => {
  const limited = await createTestApp({ AUTH_LIMIT_PER_10_MINUTES: '3' }, { database: testApp.database });
  try {
    const staff = await createStaff(testApp.database.db);
    const visitor = await adminVisitor(limited, '203.0.113.9');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await signIn(visitor, staff, 'Wrong-Password-000')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
  } finally {
    await limited.close();
  }
});
