import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_REFERENCE_PATTERN, ticketMessages } from '#common/contract/calls/support';
import { outboxMessage, supportTicket } from '#server/db/schema/index';
import { CAPTCHA_MESSAGE } from '#server/plugins/captcha';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { latestMessage } from '#server-test/outbox-reader';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { createSupportTicket } from '#server/services/support-tickets';

const PATH = '/v1/support/tickets';
let testApp: TestApp;
let sequence = 0;

// the captcha and the route limit stay out of the way here; they have their own app below
beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_LIMIT_PER_10_MINUTES: '100000', CAPTCHA_AFTER_ATTEMPTS: '100000' });
});
afterAll(() => testApp.close());

/** A visitor of the form (its page gives the CSRF cookie) from an address of its own, so no two tests share a count. */
async function visitor(app = testApp.app, address?: string): Promise<Visitor> {
  sequence += 1;
  const browser = new Visitor(app, address ?? `10.20.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`);
  await browser.open('/contact-us/ticket');
  return browser;
}

const uniqueEmail = () => `customer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`;

function ticket(overrides: Record<string, unknown> = {}) {
  return {
    subject: 'The location step shows an error',
    email_address: uniqueEmail(),
    message: 'I pressed Continue on the location step and a box said your servers had an error.',
    ...overrides,
  };
}

const ticketsTo = (email: string) => testApp.database.db.select().from(supportTicket).where(eq(supportTicket.email, email));
const mailTo = (email: string) => testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, email));

describe('sending a ticket', () => {
  it('stores it with the error the page attached and e-mails the reference to the address given', async () => {
    const sender = await visitor();
    const input = ticket({
      email_address: '  Pat.Jones@Example.co.uk ',
      last_error: { code: 500, url: '/v1/trade-setup/track/loaded', at: '2026-03-02T10:15:00.000Z' },
    });

    const response = await sender.post(PATH, input);

    expect(response.statusCode).toBe(200);
    const { reference } = response.json<{ success: true; reference: string }>();
    expect(reference).toMatch(TICKET_REFERENCE_PATTERN);
    const [row] = await ticketsTo('pat.jones@example.co.uk');
    expect(row).toMatchObject({
      reference,
      subject: input.subject,
      message: input.message,
      status: 'open',
      userId: null,
      closedAt: null,
      lastError: { code: 500, url: '/v1/trade-setup/track/loaded', at: '2026-03-02T10:15:00.000Z' },
    });
    const mail = await latestMessage(testApp.database.db, 'pat.jones@example.co.uk', 'email');
    expect(mail?.subject).toBe(`We have your message: ${reference}`);
    expect(mail?.textBody).toContain(`its reference is ${reference}.`);
    expect(mail?.htmlBody).toContain(reference);
  });

  it('links the ticket to the trader who is signed in, whatever address they type', async () => {
    const trader = await createUser(testApp.database.db);
    const sender = await signedInVisitor(testApp, trader.id, '10.30.0.1');
    const email = uniqueEmail();

    const response = await sender.post(PATH, ticket({ email_address: email }));

    expect(response.statusCode).toBe(200);
    const [row] = await ticketsTo(email);
    expect(row?.userId).toBe(trader.id);
    expect(row?.reference).toBe(response.json<{ reference: string }>().reference);
  });

  it('greets a signed-in trader by name when they write from their account’s verified address, and a stranger plainly', async () => {
    const trader = await createUser(testApp.database.db, { firstName: 'Priya', emailVerifiedAt: new Date() });
    const sender = await signedInVisitor(testApp, trader.id, '10.30.0.2');
    const other = uniqueEmail();

    await sender.post(PATH, ticket({ email_address: trader.email }));
    await sender.post(PATH, ticket({ email_address: other }));

    const [own] = await mailTo(trader.email);
    const [elsewhere] = await mailTo(other);
    expect(own?.textBody).toMatch(/^Hi Priya,\n/);
    expect(elsewhere?.textBody).toMatch(/^Hello,\n/);
  });

  it('gives each ticket its own reference', async () => {
    const email = uniqueEmail();
    const sender = await visitor();
    const first = await sender.post(PATH, ticket({ email_address: email }));
    const second = await sender.post(PATH, ticket({ email_address: email }));

    expect(first.json<{ reference: string }>().reference).not.toBe(second.json<{ reference: string }>().reference);
    expect(await ticketsTo(email)).toHaveLength(2);
  });

  it('draws another reference when the first one drawn is taken', async () => {
    const taken = await (await visitor()).post(PATH, ticket());
    const takenReference = taken.json<{ reference: string }>().reference;
    const draws = [takenReference, 'TS-NEW4NE'];
    const email = uniqueEmail();

    const row = await createSupportTicket(
      testApp.app,
      { subject: 'Help', email, message: 'The location step will not continue.', lastError: null, userId: null, ip: '203.0.113.77' },
      () => draws.shift() ?? 'TS-XXXXXX',
    );

    expect(row.reference).toBe('TS-NEW4NE');
    expect(draws).toEqual([]);
    expect((await ticketsTo(email)).map((row) => row.reference)).toEqual(['TS-NEW4NE']);
    expect((await latestMessage(testApp.database.db, email, 'email'))?.subject).toBe('We have your message: TS-NEW4NE');
  });
});

describe('field errors', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    [
      'empty fields',
      { subject: '  ', email_address: '', message: '' },
      {
        subject: [ticketMessages.subjectMissing],
        email_address: ['Please enter your email address.'],
        message: [ticketMessages.messageMissing],
      },
    ],
    [
      'missing fields',
      { subject: undefined, email_address: undefined, message: undefined },
      {
        subject: [ticketMessages.subjectMissing],
        email_address: ['Please enter your email address.'],
        message: [ticketMessages.messageMissing],
      },
    ],
    [
      'a subject of 151 characters and a message of 5,001',
      { subject: 's'.repeat(151), message: 'm'.repeat(5001) },
      {
        subject: ['The subject may not be longer than 150 characters.'],
        message: ['Your message may not be longer than 5,000 characters.'],
      },
    ],
    [
      'an address that is no e-mail address',
      { email_address: 'pat at example' },
      { email_address: ['Please enter a valid email address.'] },
    ],
    ['an attached error that is not one', { last_error: { code: 'boom', url: 7 } }, { last_error: [ticketMessages.lastErrorUnreadable] }],
  ];

  it.each(cases)('%s: a sentence under each field, nothing stored or sent', async (_name, fields, errors) => {
    const input = { ...ticket(), ...fields };
    const response = await (await visitor()).post(PATH, input);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors });
    for (const message of Object.values(errors).flat()) expect(message).toMatch(/^[A-Z][^{}]*\.$/);
    if (typeof input.email_address === 'string' && input.email_address.includes('@')) {
      expect(await ticketsTo(input.email_address)).toHaveLength(0);
      expect(await mailTo(input.email_address)).toHaveLength(0);
    }
  });

  it('a subject of exactly 150 characters and a message of exactly 5,000 are accepted', async () => {
    const response = await (await visitor()).post(PATH, ticket({ subject: 's'.repeat(150), message: 'm'.repeat(5000) }));
    expect(response.statusCode).toBe(200);
  });
});

describe('limits', () => {
  it('a burst of 20 tickets for one e-mail address from 20 addresses passes exactly 5; the rest get a 429 sentence', async () => {
    const email = uniqueEmail();
    const senders = await Promise.all(Array.from({ length: 20 }, () => visitor()));
    const replies = await Promise.all(senders.map((sender) => sender.post(PATH, ticket({ email_address: email }))));

    const passed = replies.filter((reply) => reply.statusCode === 200);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    const stored = await ticketsTo(email);
    const mails = await mailTo(email);
    console.log(
      `ticket e-mail burst: requests=${replies.length} limit=5 passed=${passed.length} refused=${refused.length} stored=${stored.length} emails=${mails.length}`,
    );
    expect(passed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(stored).toHaveLength(5);
    expect(mails).toHaveLength(5);
    expect(refused[0]?.json()).toEqual({ error: 'too_many_tickets', message: ticketMessages.tooMany });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(new Set(stored.map((row) => row.reference)).size).toBe(5);
  });

  it('a burst of 20 tickets from one client address passes exactly TICKETS_PER_ADDRESS_PER_HOUR (10)', async () => {
    const sender = await visitor(testApp.app, '10.40.0.1');
    const emails = Array.from({ length: 20 }, uniqueEmail);
    const replies = await Promise.all(emails.map((email) => sender.post(PATH, ticket({ email_address: email }))));

    const passed = replies.filter((reply) => reply.statusCode === 200).length;
    const refused = replies.filter((reply) => reply.statusCode === 429);
    const stored = (await Promise.all(emails.map(ticketsTo))).flat();
    console.log(
      `ticket address burst: requests=${replies.length} limit=10 passed=${passed} refused=${refused.length} stored=${stored.length}`,
    );
    expect(passed).toBe(10);
    expect(refused).toHaveLength(10);
    expect(refused.every((reply) => reply.json<{ message: string }>().message === ticketMessages.tooMany)).toBe(true);
    expect(stored).toHaveLength(10);
  });

  it('asks for the human check after a few tickets from one address, and stores nothing without it', async () => {
    const guarded = await createTestApp({ CAPTCHA_AFTER_ATTEMPTS: '2' }, { database: testApp.database });
    try {
      const sender = await visitor(guarded.app, '10.50.0.1');
      expect((await sender.post(PATH, ticket())).statusCode).toBe(200);
      expect((await sender.post(PATH, ticket())).statusCode).toBe(200);
      const third = ticket();

      const response = await sender.post(PATH, third);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { recaptcha_response: [CAPTCHA_MESSAGE] } });
      expect(await ticketsTo(third.email_address)).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });
});
