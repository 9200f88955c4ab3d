import { eq } from 'drizzle-orm';
import { lead, supportTicket } from '#server/db/schema/index';
import { latestMessage, linkIn } from '#server-test/outbox-reader';
import { useTestApp, Visitor } from '#server-test/test-app';
import { richTrader, TRADER_PASSWORD, type RichTrader } from '#server-test/test-account-data';
import { signedInStaff } from '#server-test/test-staff';

// decision 103: an e-mail address belongs to whoever proves it. Rows matched by the address (a visitor's
// abandoned sign-up, a visitor's ticket) are the account's only once it verified the address, and a visitor's
// ticket never goes with someone else's closure.
const testApp = useTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_ATTEMPTS: '1000', TICKETS_PER_ADDRESS_PER_HOUR: '1000' });
const STRANGER_PHONE = '+447700900555';
const STRANGER_POSTCODE = 'SW1A 1AA';

/** What the owner of the address did before anyone made an account with it: an abandoned sign-up and a ticket. */
async function ownerOfTheAddressWasHere(email: string) {
  await testApp.database.db
    .insert(lead)
    .values({ sessionId: `owner-${email}`, email, phoneNumber: STRANGER_PHONE, postcode: STRANGER_POSTCODE, trades: [1] });
  const visitor = new Visitor(testApp.app, '10.40.0.1');
  await visitor.open('/contact-us/ticket');
  const sent = await visitor.post('/v1/support/tickets', {
    subject: 'My boiler quote',
    email_address: email,
    message: 'Please call me back about the quote for my boiler.',
  });
  expect(sent.statusCode).toBe(200);
  return sent.json<{ reference: string }>().reference;
}

async function exportOf(visitor: Visitor) {
  const response = await visitor.get('/v1/account/export');
  expect(response.statusCode).toBe(200);
  return response.json<{ sign_up_answers: { phone_number: string | null }[]; support_tickets: { reference: string }[] }>();
}

async function close({ visitor }: RichTrader) {
  expect((await visitor.post('/v1/account/close/check', { password: TRADER_PASSWORD })).statusCode).toBe(200);
  expect((await visitor.post('/v1/account/close', { confirm: true })).statusCode).toBe(200);
}

const leadsOf = (email: string) => testApp.database.db.select().from(lead).where(eq(lead.email, email));
const ticketByReference = (reference: string) =>
  testApp.database.db.select().from(supportTicket).where(eq(supportTicket.reference, reference));

async function staffTicketReferences(): Promise<string[]> {
  const { visitor: staff } = await signedInStaff(testApp);
  const response = await staff.get('/v1/admin/tickets');
  expect(response.statusCode).toBe(200);
  return response.json<{ tickets: { reference: string }[] }>().tickets.map((ticket) => ticket.reference);
}

test('an unverified account neither exports nor erases what others sent with its address; its own ticket goes as before', async () => {
  const account = await richTrader(testApp);
  const email = account.trader.email;
  const visitorTicket = await ownerOfTheAddressWasHere(email);
  const own = await account.visitor.post('/v1/support/tickets', { subject: 'Mine', email_address: email, message: 'My own question.' });
  const ownTicket = own.json<{ reference: string }>().reference;

  const data = await exportOf(account.visitor);
  await close(account);

  console.log(
    `unverified export: ${data.sign_up_answers.length} sign-up answers, tickets ${JSON.stringify(data.support_tickets.map((t) => t.reference))}`,
  );
  expect(data.sign_up_answers).toEqual([]);
  expect(JSON.stringify(data)).not.toContain(STRANGER_PHONE);
  expect(data.support_tickets.map((ticket) => ticket.reference)).toEqual([ownTicket]);
  // after the closure: the stranger's sign-up and ticket are there, the account's own ticket is not
  expect(await leadsOf(email)).toEqual([expect.objectContaining({ phoneNumber: STRANGER_PHONE, postcode: STRANGER_POSTCODE })]);
  expect(await ticketByReference(visitorTicket)).toEqual([expect.objectContaining({ status: 'open', userId: null })]);
  expect(await ticketByReference(ownTicket)).toEqual([]);
  const listed = await staffTicketReferences();
  expect(listed).toContain(visitorTicket);
  expect(listed).not.toContain(ownTicket);
});

test('once the account verified its address by the e-mailed link, the export lists them; closing erases the sign-up, staff keep the ticket', async () => {
  const account = await richTrader(testApp);
  const email = account.trader.email;
  const visitorTicket = await ownerOfTheAddressWasHere(email);
  expect((await account.visitor.post('/v1/account/email/verify', {})).statusCode).toBe(200);
  const link = linkIn((await latestMessage(testApp.database.db, email, 'email'))?.textBody ?? '');
  expect((await account.visitor.get(new URL(link).pathname)).statusCode).toBe(302);
  expect((await account.visitor.get('/v1/account/info')).json().user.verified.email).toBe(true);

  const data = await exportOf(account.visitor);
  await close(account);

  console.log(
    `verified export: ${data.sign_up_answers.length} sign-up answers, tickets ${JSON.stringify(data.support_tickets.map((t) => t.reference))}`,
  );
  expect(data.sign_up_answers).toEqual([expect.objectContaining({ phone_number: STRANGER_PHONE, postcode: STRANGER_POSTCODE })]);
  expect(data.support_tickets.map((ticket) => ticket.reference)).toEqual([visitorTicket]);
  expect(await leadsOf(email)).toEqual([]);
  expect(await ticketByReference(visitorTicket)).toEqual([expect.objectContaining({ status: 'open' })]);
  expect(await staffTicketReferences()).toContain(visitorTicket);
});

test('the e-mailed code of the closing check verifies the address too', async () => {
  const account = await richTrader(testApp);
  expect((await account.visitor.get('/v1/account/info')).json().user.verified.email).toBe(false);
  expect((await account.visitor.post('/v1/account/close/code', {})).statusCode).toBe(200);
  const code = /\b(\d{6})\b/.exec((await latestMessage(testApp.database.db, account.trader.email, 'email'))?.textBody ?? '')?.[1];

  const check = await account.visitor.post('/v1/account/close/check', { code });

  expect(check.statusCode).toBe(200);
  expect((await account.visitor.get('/v1/account/info')).json().user.verified.email).toBe(true);
});
