import { eq } from 'drizzle-orm';
import { staffSignInCode } from '#server/db/schema/index';
import { TOO_MANY_WRONG } from '#server/services/phone-verification-check';
import { STAFF_CODE_WRONG, WRONG_TRIES_PER_CODE } from '#server/services/staff-sign-in';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { adminVisitor, createStaff, staffCodeFor } from '#server-test/test-staff';

// decision 054: a burst gets no more than 5 tries at a staff sign-in code
const testApp = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_LIMIT_PER_10_MINUTES: '100000', CAPTCHA_AFTER_ATTEMPTS: '100000' });
let made = 0;

/** A member past the password step, and the code e-mailed to them. */
async function waitingForCode() {
  made += 1;
  const staff = await createStaff(testApp.database.db);
  const visitor = await adminVisitor(testApp, `10.9.0.${made}`);
  expect((await visitor.post('/v1/admin/login', { email_address: staff.email, password: staff.password })).statusCode).toBe(200);
  return { staff, visitor, code: await staffCodeFor(testApp.database.db, staff.email) };
}

const wrong = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
const stageOf = async (visitor: Visitor) => (await visitor.get('/v1/admin/session')).json<{ stage: string }>().stage;
const attemptsOf = async (staffId: number) =>
  (await testApp.database.db.select().from(staffSignInCode).where(eq(staffSignInCode.staffId, staffId)))[0]?.attempts;
const errorOf = (reply: { json(): { errors?: Record<string, string[]> } }) => reply.json().errors?.code?.[0];

test('20 parallel wrong staff codes spend exactly the 5 tries, and the right code after them is refused', async () => {
  const { staff, visitor, code } = await waitingForCode();
  const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => visitor.post('/v1/admin/login/code', { code: wrong(code, n) })));
  const right = await visitor.post('/v1/admin/login/code', { code });

  const attempts = await attemptsOf(staff.id);
  const compared = replies.filter((reply) => errorOf(reply) === STAFF_CODE_WRONG).length;
  console.log(
    `staff-code burst: requests=${replies.length + 1} limit=${WRONG_TRIES_PER_CODE} compared_wrong=${compared} attempts_in_row=${attempts} right_code_after=${right.statusCode}`,
  );
  expect(replies.every((reply) => reply.statusCode === 422)).toBe(true);
  expect(attempts).toBe(WRONG_TRIES_PER_CODE);
  expect(compared).toBe(WRONG_TRIES_PER_CODE - 1);
  expect(errorOf(right)).toBe(TOO_MANY_WRONG);
  expect(await stageOf(visitor)).toBe('code');
});

test('20 parallel staff codes with the right one 16th: no more than 5 are counted', async () => {
  const { staff, visitor, code } = await waitingForCode();
  const replies = await Promise.all(
    Array.from({ length: 20 }, (_, n) => visitor.post('/v1/admin/login/code', { code: n === 15 ? code : wrong(code, n) })),
  );
  const attempts = await attemptsOf(staff.id);
  const signedIn = replies.filter((reply) => reply.statusCode === 200).length;
  console.log(
    `staff-code right 16th: requests=${replies.length} limit=${WRONG_TRIES_PER_CODE} signed_in=${signedIn} attempts_in_row=${attempts}`,
  );
  expect(replies.every((reply) => reply.statusCode === 200 || reply.statusCode === 422)).toBe(true);
  expect(attempts).toBeLessThanOrEqual(WRONG_TRIES_PER_CODE);
  expect(signedIn).toBeLessThanOrEqual(1);
});
