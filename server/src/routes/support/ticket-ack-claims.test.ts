import { eq } from 'drizzle-orm';
import { outboxMessage } from '#server/db/schema/index';
import { UNPROVEN_TICKET_SENTENCE } from '#server/messages/ticket-received-email';
import { useTestApp, Visitor } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';

// decision 103: an acknowledgement to an address nobody proved carries no text the sender chose: the
// reference and a fixed sentence, never the subject or the message (nor the sender's name).
const testApp = useTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_ATTEMPTS: '1000', TICKETS_PER_ADDRESS_PER_HOUR: '1000' });
const SUBJECT = 'Win a prize at https://evil.example';
const MESSAGE = 'Claim your prize now at https://evil.example/claim before it is gone.';

const ack = async (email: string) => {
  const [row] = await testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, email));
  return row;
};

async function send(visitor: Visitor, email: string): Promise<string> {
  const response = await visitor.post('/v1/support/tickets', { subject: SUBJECT, email_address: email, message: MESSAGE });
  expect(response.statusCode).toBe(200);
  return response.json<{ reference: string }>().reference;
}

function expectNoSenderText(body: string | null | undefined, reference: string) {
  expect(body).toContain(reference);
  expect(body).toContain(UNPROVEN_TICKET_SENTENCE);
  expect(body).not.toContain('evil.example');
  expect(body).not.toContain('prize');
}

test("a visitor's ticket is acknowledged to the typed address with the reference and a fixed sentence only", async () => {
  const visitor = new Visitor(testApp.app, '10.50.0.1');
  await visitor.open('/contact-us/ticket');
  const victim = `victim-${Date.now()}@example.co.uk`;

  const reference = await send(visitor, victim);

  const mail = await ack(victim);
  console.log(`visitor's ack: subject "${mail?.subject}", text: ${JSON.stringify(mail?.textBody)}`);
  expect(mail?.subject).toBe(`We have your message: ${reference}`);
  expectNoSenderText(mail?.textBody, reference);
  expectNoSenderText(mail?.htmlBody, reference);
});

test('a signed-in account whose address is not verified gets the same plain acknowledgement, without its name', async () => {
  const trader = await createUser(testApp.database.db, { firstName: 'Priya' });
  const visitor = await signedInVisitor(testApp, trader.id, '10.50.0.2');

  const reference = await send(visitor, trader.email);

  const mail = await ack(trader.email);
  expect(mail?.textBody).toMatch(/^Hello,\n/);
  expectNoSenderText(mail?.textBody, reference);
});

test('a signed-in account writing from its verified address has its subject quoted back', async () => {
  const trader = await createUser(testApp.database.db, { firstName: 'Priya', emailVerifiedAt: new Date() });
  const visitor = await signedInVisitor(testApp, trader.id, '10.50.0.3');

  const reference = await send(visitor, trader.email);

  const mail = await ack(trader.email);
  expect(mail?.textBody).toMatch(/^Hi Priya,\n/);
  expect(mail?.textBody).toContain(`We have your message "${SUBJECT}" and its reference is ${reference}.`);
  expect(mail?.textBody).not.toContain(UNPROVEN_TICKET_SENTENCE);
});
