import { eq } from 'drizzle-orm';
import { outboxMessage, user } from '#server/db/schema/index';
import { emailAddressBusy } from '#server/services/email-send-gate';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { planIdsBySlug } from '#server-test/test-memberships';
import { newSignedInTrader } from '#server-test/test-users';

// decision 103: every e-mail counts against 10 an hour per address and 20 an hour per account, counted
// with takeSlot in the transaction that enqueues it. The production caps stay; only the per-client-address
// shields of the test address are lifted, as every call here comes from one test address.
const { EMAILS_PER_ADDRESS_PER_HOUR: _address, EMAILS_PER_ACCOUNT_PER_HOUR: _account, ...shieldsLifted } = LIMITS_LIFTED;
const testApp = useTestApp(shieldsLifted);
const ADDRESS_CAP = 10;
const ACCOUNT_CAP = 20;

const emailsTo = (to: string) => testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, to));

test('a parallel burst of 40 plan picks and cancels all succeed, and at most the cap of "cancelled" e-mails is sent', async () => {
  const plans = await planIdsBySlug(testApp.database.db);
  const { trader, visitor } = await newSignedInTrader(testApp, { firstName: 'Sam' });
  expect((await visitor.post(`/v1/account/billing/memberships/${plans.standard ?? 0}/pick`, { terms: true })).statusCode).toBe(200);

  const started = Date.now();
  const replies = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0
        ? visitor.post('/v1/account/billing/memberships/cancel', {})
        : visitor.post(`/v1/account/billing/memberships/${plans.standard ?? 0}/pick`, { terms: true }),
    ),
  );
  const elapsed = Date.now() - started;

  const statuses = replies.map((reply) => reply.statusCode);
  const cancelled = replies.filter((reply, index) => index % 2 === 0 && reply.statusCode === 200).length;
  const emails = await emailsTo(trader.email);
  console.log(
    `40 parallel picks and cancels in ${elapsed} ms: ${cancelled} cancels succeeded, ${emails.length} e-mails to the address (cap ${ADDRESS_CAP})`,
  );
  // a cancel with nothing left to cancel is the usual 422; nothing fails because of the e-mail cap
  expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
  expect(cancelled).toBeGreaterThan(ADDRESS_CAP);
  expect(emails.length).toBe(ADDRESS_CAP);
  expect(emails.every((email) => email.subject === 'Your Tradespace membership is cancelled')).toBe(true);
});

test('a sign-in link past the address cap is refused with a sentence under the field, for a known and an unknown address alike', async () => {
  const { trader } = await newSignedInTrader(testApp);
  const unknown = `nobody-${Date.now()}@example.co.uk`;
  const browser = new Visitor(testApp.app);
  await browser.open('/my-account');
  const ask = (email: string) => browser.post('/auth/login-link', { email_address: email });
  // ten e-mails the account had this hour (any sender counts)
  await testApp.database.db.transaction(async (tx) => {
    for (let index = 0; index < ADDRESS_CAP; index += 1) {
      await testApp.app.outbox.enqueue({ channel: 'email', recipient: trader.email, template: 't', textBody: 'x' }, tx, {
        accountId: null,
        pastCap: 'drop',
      });
    }
  });
  const unknownReplies = await Promise.all(Array.from({ length: 20 }, () => ask(unknown)));

  const known = await ask(trader.email);

  const refusedUnknown = unknownReplies.filter((reply) => reply.statusCode === 422);
  console.log(
    `20 parallel link requests for an unknown address: ${20 - refusedUnknown.length} answered 200, ${refusedUnknown.length} refused`,
  );
  expect(refusedUnknown).toHaveLength(20 - ADDRESS_CAP);
  expect(known.statusCode).toBe(422);
  expect(known.json()).toEqual({ errors: { email_address: [expect.stringMatching(/^We have sent several e-mails to this address/)] } });
  expect(refusedUnknown[0]?.json()).toEqual(known.json());
  expect(emailAddressBusy(60)).toBe('We have sent several e-mails to this address in the last hour. Please try again in 1 minute.');
  expect(await emailsTo(trader.email)).toHaveLength(ADDRESS_CAP);
});

test('one account gets at most its cap of e-mails an hour across its addresses, counted in parallel', async () => {
  const { trader } = await newSignedInTrader(testApp);
  const send = (index: number) =>
    testApp.database.db.transaction((tx) =>
      testApp.app.outbox.enqueue(
        { channel: 'email', recipient: `other-${index}-${trader.id}@example.co.uk`, template: 't', textBody: 'x' },
        tx,
        {
          accountId: trader.id,
          pastCap: 'drop',
        },
      ),
    );

  const ids = await Promise.all(Array.from({ length: 30 }, (_, index) => send(index)));

  const sent = ids.filter((id) => id !== null).length;
  console.log(`30 parallel e-mails for one account to 30 addresses: ${sent} written (cap ${ACCOUNT_CAP})`);
  expect(sent).toBe(ACCOUNT_CAP);
  const [row] = await testApp.database.db.select({ email: user.email }).from(user).where(eq(user.id, trader.id));
  expect(row?.email).toBe(trader.email);
});
