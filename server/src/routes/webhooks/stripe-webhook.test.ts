import { count, eq } from 'drizzle-orm';
import { identityErrorReasons } from '#common/contract/calls/identity';
import { identityCheck, stripeEvent } from '#server/db/schema/index';
import { signPayload } from '#server/lib/stripe-signature';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { deliverEvent, IDENTITY_STATE, sessionEvent, startedCheck } from '#server-test/test-identity';
import { signedInTrader } from '#server-test/test-trader-sessions';

const testApp = useTestApp();

const stateOf = async (visitor: Visitor) => (await visitor.get(IDENTITY_STATE)).json();
const eventRows = async (id: string) =>
  (await testApp.database.db.select({ n: count() }).from(stripeEvent).where(eq(stripeEvent.id, id)))[0]?.n;

async function startedTrader() {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber']);
  const { sessionId } = await startedCheck(visitor);
  return { trader, visitor, sessionId };
}

test('an event with a wrong, missing, malformed or stale signature is refused with 400 and changes nothing', async () => {
  const { visitor, sessionId } = await startedTrader();
  const event = sessionEvent(sessionId, 'requires_input', { errorCode: 'selfie_face_mismatch' });

  const wrongSecret = await deliverEvent(testApp.app, event, { secret: 'whsec_someone_else' });
  const stale = await deliverEvent(testApp.app, event, { signedAt: new Date(Date.now() - 10 * 60 * 1000) });
  const malformed = await deliverEvent(testApp.app, event, { signature: 'v1=abc' });
  const missing = await testApp.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(event),
  });

  for (const reply of [wrongSecret, stale, malformed, missing]) {
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'The webhook signature is missing or does not match.' });
  }
  expect(await stateOf(visitor)).toEqual({ status: 'requires_input', last_error: null, verified_at: null });
  expect(await eventRows(event.id)).toBe(0);
});

test('a body changed after signing fails the signature', async () => {
  const { visitor, sessionId } = await startedTrader();
  const signed = sessionEvent(sessionId, 'canceled');
  const signature = signPayload(JSON.stringify(signed), testApp.app.identity.webhookSecret);

  const reply = await deliverEvent(testApp.app, { ...signed, type: 'identity.verification_session.verified' }, { signature });

  expect(reply.statusCode).toBe(400);
  expect((await stateOf(visitor)).status).toBe('requires_input');
});

test('a signed body that is no event is a 400', async () => {
  const reply = await deliverEvent(testApp.app, { hello: 'world' });
  expect(reply.statusCode).toBe(400);
});

test('each outcome arrives through the signed webhook', async () => {
  const { visitor, sessionId } = await startedTrader();

  await deliverEvent(testApp.app, sessionEvent(sessionId, 'processing'));
  expect((await stateOf(visitor)).status).toBe('processing');

  await deliverEvent(testApp.app, sessionEvent(sessionId, 'requires_input', { errorCode: 'document_expired' }));
  expect(await stateOf(visitor)).toEqual({
    status: 'requires_input',
    last_error: { code: 'document_expired', reason: identityErrorReasons.other },
    verified_at: null,
  });

  await deliverEvent(testApp.app, sessionEvent(sessionId, 'canceled'));
  expect(await stateOf(visitor)).toEqual({ status: 'canceled', last_error: null, verified_at: null });
});

test('a replayed event is answered 200 and ignored: it is recorded once, whatever came after it stands', async () => {
  const { visitor, sessionId } = await startedTrader();
  const first = sessionEvent(sessionId, 'processing', { created: new Date(Date.now() - 5000) });
  await deliverEvent(testApp.app, first);
  await deliverEvent(testApp.app, sessionEvent(sessionId, 'requires_input', { errorCode: 'selfie_face_mismatch' }));

  const replay = await deliverEvent(testApp.app, first);

  expect(replay.statusCode).toBe(200);
  expect(replay.json()).toEqual({ received: true, result: 'ignored' });
  expect(await eventRows(first.id)).toBe(1);
  expect((await stateOf(visitor)).last_error.code).toBe('selfie_face_mismatch');
});

test('an older event arriving late, or one of a session started over, changes nothing', async () => {
  const { trader, visitor, sessionId } = await startedTrader();
  await deliverEvent(testApp.app, sessionEvent(sessionId, 'requires_input', { errorCode: 'selfie_face_mismatch' }));
  const late = await deliverEvent(testApp.app, sessionEvent(sessionId, 'processing', { created: new Date(Date.now() - 60_000) }));
  expect(late.json()).toMatchObject({ result: 'ignored' });
  expect((await stateOf(visitor)).status).toBe('requires_input');

  const { sessionId: newer } = await startedCheck(visitor);
  const old = await deliverEvent(testApp.app, sessionEvent(sessionId, 'canceled'));

  expect(old.json()).toMatchObject({ result: 'ignored' });
  const [row] = await testApp.database.db.select().from(identityCheck).where(eq(identityCheck.userId, trader.id));
  expect(row).toMatchObject({ sessionId: newer, status: 'requires_input' });
});

test('events of other kinds are acknowledged and ignored', async () => {
  const reply = await deliverEvent(testApp.app, { ...sessionEvent('pi_123', 'succeeded'), type: 'payment_intent.succeeded' });
  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toEqual({ received: true, result: 'ignored' });
});

test('a verified event the provider does not confirm is a 503, so the provider sends it again, and nothing is recorded', async () => {
  const { visitor, sessionId } = await startedTrader();
  const event = sessionEvent(sessionId, 'verified');

  const reply = await deliverEvent(testApp.app, event);

  expect(reply.statusCode).toBe(503);
  expect(await eventRows(event.id)).toBe(0);
  expect((await stateOf(visitor)).status).toBe('requires_input');
});
