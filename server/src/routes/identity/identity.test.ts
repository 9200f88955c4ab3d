import { eq } from 'drizzle-orm';
import { identityErrorReasons, identityRefusals, IDENTITY_RETURN_PATH } from '#common/contract/calls/identity';
import { identityCheck } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { IDENTITY_START, IDENTITY_STATE, pressStandIn, startedCheck } from '#server-test/test-identity';
import { signedInTrader } from '#server-test/test-trader-sessions';

const testApp = useTestApp();

const stateOf = async (visitor: Visitor) => (await visitor.get(IDENTITY_STATE)).json();
const rowOf = async (userId: number) => (await testApp.database.db.select().from(identityCheck).where(eq(identityCheck.userId, userId)))[0];

test('a signed-out visitor gets 401 from both calls', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await visitor.post(IDENTITY_START, {})).statusCode).toBe(401);
  expect((await visitor.get(IDENTITY_STATE)).statusCode).toBe(401);
});

test('a trader who never started reads not_started', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);
  expect(await stateOf(visitor)).toEqual({ status: 'not_started', last_error: null, verified_at: null });
});

test('start gives the hosted page: a document and selfie check naming the account, which works without script', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber'], { firstName: 'Sam', lastName: 'Fletcher' });

  const { url } = await startedCheck(visitor);
  const page = await testApp.app.inject({ method: 'GET', url });

  expect(url).toMatch(/^\/local-stripe\/identity\/vs_local_[0-9a-f]{32}$/);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  expect(page.body).not.toContain('<script');
  for (const text of ['Verified', 'Document unreadable', 'Selfie does not match', 'value="Sam"', 'value="Fletcher"']) {
    expect(page.body).toContain(text);
  }
  expect(await stateOf(visitor)).toEqual({ status: 'requires_input', last_error: null, verified_at: null });
});

test('"Verified" comes back through the signed webhook: the trader returns to my account and reads verified', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber'], { firstName: 'Sam', lastName: 'Fletcher' });
  const { url } = await startedCheck(visitor);

  const pressed = await pressStandIn(testApp.app, url, 'verified');

  expect(pressed.statusCode).toBe(303);
  expect(pressed.headers.location).toBe(IDENTITY_RETURN_PATH);
  const state = await stateOf(visitor);
  expect(state).toMatchObject({ status: 'verified', last_error: null });
  expect(Date.now() - Date.parse(state.verified_at)).toBeLessThan(60_000);
  // the name and the date are kept, nothing of the document or the selfie
  expect(await rowOf(trader.id)).toMatchObject({ status: 'verified', verifiedFirstName: 'Sam', verifiedLastName: 'Fletcher' });
});

test.each([
  ['document_unreadable', 'document_unverified_other', identityErrorReasons.document_unverified_other],
  ['selfie_mismatch', 'selfie_face_mismatch', identityErrorReasons.selfie_face_mismatch],
])('"%s" leaves the check needing input with its sentence, and it can be taken again', async (outcome, code, reason) => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);
  const { url } = await startedCheck(visitor);

  await pressStandIn(testApp.app, url, outcome);

  expect(await stateOf(visitor)).toEqual({ status: 'requires_input', last_error: { code, reason }, verified_at: null });
  const again = await startedCheck(visitor);
  expect(again.url).not.toBe(url);
  expect(await stateOf(visitor)).toEqual({ status: 'requires_input', last_error: null, verified_at: null });
});

test('a second press on an ended check changes nothing', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber']);
  const { url } = await startedCheck(visitor);
  await pressStandIn(testApp.app, url, 'verified');

  const second = await pressStandIn(testApp.app, url, 'selfie_mismatch');

  expect(second.statusCode).toBe(303);
  expect(await stateOf(visitor)).toMatchObject({ status: 'verified' });
  expect((await testApp.app.inject({ method: 'GET', url })).body).toContain('This check has already ended.');
});

test('a checked ID is not started again, and neither is one waiting for a reviewer', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber'], { firstName: 'Sam', lastName: 'Fletcher' });
  await pressStandIn(testApp.app, (await startedCheck(visitor)).url, 'verified');
  expect((await visitor.post(IDENTITY_START, {})).json()).toEqual({ errors: { identity: [identityRefusals.alreadyVerified] } });

  const other = await signedInTrader(testApp, ['plumber'], { firstName: 'Sam', lastName: 'Fletcher' });
  await pressStandIn(testApp.app, (await startedCheck(other.visitor)).url, 'verified', { first: 'Kim', last: 'Fletcher' });
  const refused = await other.visitor.post(IDENTITY_START, {});
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual({ errors: { identity: [identityRefusals.inReview] } });
});

test('an unknown stand-in session is a 404 page', async () => {
  const page = await testApp.app.inject({ method: 'GET', url: '/local-stripe/identity/vs_local_unknown' });
  expect(page.statusCode).toBe(404);
});
