import { eq, inArray } from 'drizzle-orm';
import { localTwilioMessage, undeliverablePhone } from '#server/db/schema/index';
import { LOCAL_TWILIO_NUMBERS } from '#server/routes/local-twilio/outcomes';
import { SMS_UNDELIVERABLE } from '#server/services/sms-refusals';
import { createTwilioTestApp, outboxRow, queueText, receipt, standInMessages, TWILIO_SENDER } from '#server-test/local-twilio';
import type { TestApp } from '#server-test/test-app';
import { signedInStaff } from '#server-test/test-staff';
import { createUser, signedInVisitor } from '#server-test/test-users';

// Texts through the Twilio adapter to the local stand-in, and its signed delivery receipts back (decision 142).
let testApp: TestApp & { baseUrl: string };
beforeAll(async () => {
  testApp = await createTwilioTestApp();
});
afterAll(() => testApp.close());
// the stand-in's outcomes hang on fixed numbers and what it took before: a retried test starts from none
beforeEach(async () => {
  const fixed = Object.values(LOCAL_TWILIO_NUMBERS);
  await testApp.database.db.delete(localTwilioMessage).where(inArray(localTwilioMessage.toNumber, fixed));
  await testApp.database.db.delete(undeliverablePhone).where(inArray(undeliverablePhone.phoneNumber, fixed));
});

let made = 0;
const newMobile = () => `+447400${String((process.pid * 100 + (made += 1)) % 1_000_000).padStart(6, '0')}`;
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function deliveredText(to = newMobile()) {
  const id = await queueText(testApp, to, `Your Tradespace code is ${1000 + made}.`);
  await testApp.app.outbox.deliverDue();
  await waitFor(async () => expect((await outboxRow(testApp, id)).deliveryStatus).toBe('delivered'));
  return outboxRow(testApp, id);
}

test("a text goes to Twilio's API and its receipts mark it delivered", async () => {
  const to = newMobile();

  const row = await deliveredText(to);

  const [message] = await standInMessages(testApp, to);
  expect(message).toMatchObject({ sender: TWILIO_SENDER, body: row.textBody, status: 'delivered' });
  expect(row).toMatchObject({ status: 'sent', providerMessageId: message?.sid, deliveryErrorCode: null });
});

test('a receipt without a good signature is refused with 403 and changes nothing', async () => {
  const row = await deliveredText();
  const params = { MessageSid: row.providerMessageId ?? '', MessageStatus: 'failed', ErrorCode: '30005' };
  const { headers, ...forged } = receipt(testApp.baseUrl, row.idempotencyKey, params);

  const unsigned = await testApp.app.inject({ ...forged, headers: { 'content-type': headers['content-type'] } });
  const wrong = await testApp.app.inject({ ...forged, headers: { ...headers, 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl' } });
  // signed for the address the request reached inside, not the public one Twilio was given
  const inside = await testApp.app.inject(receipt(testApp.baseUrl, row.idempotencyKey, params, `http://localhost${forged.url}`));

  expect([unsigned.statusCode, wrong.statusCode, inside.statusCode]).toEqual([403, 403, 403]);
  expect(await outboxRow(testApp, row.id)).toMatchObject({ deliveryStatus: 'delivered', deliveryErrorCode: null });
});

test('a replayed or late receipt is ignored', async () => {
  const row = await deliveredText();
  const sid = row.providerMessageId ?? '';

  const replay = await testApp.app.inject(receipt(testApp.baseUrl, row.idempotencyKey, { MessageSid: sid, MessageStatus: 'delivered' }));
  const late = await testApp.app.inject(receipt(testApp.baseUrl, row.idempotencyKey, { MessageSid: sid, MessageStatus: 'sent' }));
  const otherSid = await testApp.app.inject(
    receipt(testApp.baseUrl, row.idempotencyKey, { MessageSid: 'SMother', MessageStatus: 'failed', ErrorCode: '30003' }),
  );

  expect([replay, late, otherSid].map((reply) => [reply.statusCode, reply.headers['x-receipt']])).toEqual([
    [204, 'ignored'],
    [204, 'ignored'],
    [204, 'ignored'],
  ]);
  expect(await outboxRow(testApp, row.id)).toMatchObject({ deliveryStatus: 'delivered', deliveryErrorCode: null });
});

test("Twilio's 429 is tried again later through the outbox, and the text is sent once", async () => {
  const id = await queueText(testApp, LOCAL_TWILIO_NUMBERS.busyOnce, 'Your Tradespace code is 4291.');

  await testApp.app.outbox.deliverDue();
  expect(await outboxRow(testApp, id)).toMatchObject({ status: 'pending', lastError: 'Twilio answered 429' });
  await testApp.app.outbox.deliverDue(later(11));

  expect(await outboxRow(testApp, id)).toMatchObject({ status: 'sent', attempts: 2 });
  expect(await standInMessages(testApp, LOCAL_TWILIO_NUMBERS.busyOnce)).toHaveLength(1);
});

test('a 500 after Twilio took the text is not sent twice: the next try finds it', async () => {
  const id = await queueText(testApp, LOCAL_TWILIO_NUMBERS.replyLostOnce, 'Your Tradespace code is 5001.');

  await testApp.app.outbox.deliverDue();
  expect(await outboxRow(testApp, id)).toMatchObject({ status: 'pending', lastError: 'Twilio answered 500' });
  // the receipts of the copy Twilio took lock the row for a moment, and a run skips a locked row until its next poll
  await waitFor(async () => expect((await outboxRow(testApp, id)).deliveryStatus).toBe('delivered'));
  await testApp.app.outbox.deliverDue(later(11));

  const messages = await standInMessages(testApp, LOCAL_TWILIO_NUMBERS.replyLostOnce);
  expect(messages).toHaveLength(1);
  expect(await outboxRow(testApp, id)).toMatchObject({ status: 'sent', providerMessageId: messages[0]?.sid });
});

test('a number whose text is undeliverable is flagged, and verify_phone says so instead of texting it again', async () => {
  const phone = LOCAL_TWILIO_NUMBERS.unreachable;
  const user = await createUser(testApp.database.db, { phoneNumber: phone });
  const visitor = await signedInVisitor(testApp, user.id, '10.41.0.1');
  const first = await visitor.post('/v1/account/verify/phone/send', {});
  expect(first.json()).toMatchObject({ success: true });
  await testApp.app.outbox.deliverDue();

  await waitFor(async () =>
    expect(await testApp.database.db.select().from(undeliverablePhone).where(eq(undeliverablePhone.phoneNumber, phone))).toEqual([
      expect.objectContaining({ errorCode: 30003 }),
    ]),
  );
  const again = await visitor.post('/v1/account/verify/phone/send', {});
  const resend = await visitor.post('/v1/account/verify/phone/resend', {});

  expect(again.json()).toEqual({ success: false, time: 0, error: SMS_UNDELIVERABLE });
  expect(resend.json()).toEqual({ success: false, time: 0, error: SMS_UNDELIVERABLE });
  expect(await standInMessages(testApp, phone)).toHaveLength(1);
});

test('typing the flagged number again lets it be texted once more', async () => {
  // flagged when the phone was off; it takes texts again now
  const phone = newMobile();
  const user = await createUser(testApp.database.db, { phoneNumber: phone });
  await testApp.database.db.insert(undeliverablePhone).values({ phoneNumber: phone, errorCode: 30003, outboxId: null });
  const visitor = await signedInVisitor(testApp, user.id, '10.41.0.2');

  const changed = await visitor.post('/v1/account/verify/phone/set', { phone_number: `0${phone.slice(3)}` });
  await testApp.app.outbox.deliverDue();

  expect(changed.json()).toEqual({ success: true, number: phone });
  expect(await testApp.database.db.select().from(undeliverablePhone).where(eq(undeliverablePhone.phoneNumber, phone))).toEqual([]);
  expect(await standInMessages(testApp, phone)).toHaveLength(1);
});

test('a number Twilio refuses as not a mobile fails at once, without retries, and is flagged', async () => {
  const id = await queueText(testApp, LOCAL_TWILIO_NUMBERS.notMobile, 'Your Tradespace code is 6141.');

  await testApp.app.outbox.deliverDue();

  expect(await outboxRow(testApp, id)).toMatchObject({ status: 'failed', attempts: 1, deliveryStatus: 'failed', deliveryErrorCode: 21614 });
  const flagged = await testApp.database.db
    .select()
    .from(undeliverablePhone)
    .where(eq(undeliverablePhone.phoneNumber, LOCAL_TWILIO_NUMBERS.notMobile));
  expect(flagged).toEqual([expect.objectContaining({ errorCode: 21614, outboxId: id })]);
});

test('staff see the texts that were not delivered beside the alerts, with the reason in words', async () => {
  const id = await queueText(testApp, LOCAL_TWILIO_NUMBERS.unknown, 'Your Tradespace code is 3005.');
  await testApp.app.outbox.deliverDue();
  await waitFor(async () => expect((await outboxRow(testApp, id)).deliveryStatus).toBe('undelivered'));
  const { visitor } = await signedInStaff(testApp);

  const reply = await visitor.get('/v1/admin/alerts');

  expect(reply.json().failed_texts).toContainEqual(
    expect.objectContaining({
      id,
      recipient: LOCAL_TWILIO_NUMBERS.unknown,
      status: 'undelivered',
      error_code: 30005,
      reason: 'The number is unknown or no longer in service. (Twilio error 30005)',
    }),
  );
});
