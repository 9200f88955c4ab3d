import { eq } from 'drizzle-orm';
import { reviewMessages as m } from '#common/contract/calls/reviews';
import { customerReview, outboxMessage, reviewInvitation } from '#server/db/schema/index';
import { createTestApp, LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { latestMessage, reviewLinkIn } from '#server-test/outbox-reader';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp(LIMITS_LIFTED);
const PATH = '/v1/account/reviews/invitations';
const customer = (label = 'c') => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`;
const invite = (emails: string[]) => ({
  invitations: emails.map((email_address, index) => ({ name: `Alex Customer ${index}`, email_address })),
});

const invitationsOf = (userId: number) => testApp.database.db.select().from(reviewInvitation).where(eq(reviewInvitation.userId, userId));

test('invites customers by e-mail: a branded e-mail naming the trader and business with a single-use link, stored hashed', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp, { firstName: 'Sam', lastName: 'Smith' });
  const email = customer();

  const response = await visitor.post(PATH, { invitations: [{ name: ' Alex Jones ', email_address: email.toUpperCase() }] });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    sent: 1,
    invitations: [{ id: expect.any(Number), name: 'Alex Jones', email_address: email, status: 'sent' }],
  });
  const mail = await latestMessage(testApp.database.db, email, 'email');
  expect(mail?.subject).toBe('Sam Smith of Smith & Sons Plumbing asks for your review');
  expect(mail?.textBody).toMatch(/^Hi Alex Jones,\n/);
  expect(mail?.htmlBody).toContain('Tradespace');
  const link = reviewLinkIn(mail?.textBody ?? '');
  const token = link.split('/').pop() ?? '';
  expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  const [row] = await invitationsOf(trader.id);
  expect(row?.tokenHash).not.toContain(token);
  const validDays = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
  expect(validDays).toBe(60);
});

test('the list shows each invitation with its status', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const email = customer();
  await visitor.post(PATH, invite([email]));

  const response = await visitor.get('/v1/account/reviews');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    invitations: [{ id: expect.any(Number), name: 'Alex Customer 0', email_address: email, status: 'sent', sent_at: expect.any(String) }],
    reviews: [],
    average: null,
    count: 0,
  });
});

test('each refused entry has its sentence under invitations.N.email_address, and nothing of the list is sent', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp, { phoneNumber: '+447700900123' });
  const again = customer('again');
  await visitor.post(PATH, invite([again]));

  const response = await visitor.post(PATH, {
    invitations: [
      { name: 'Fine', email_address: customer() },
      { name: 'Me', email_address: trader.email },
      { name: 'Again', email_address: again },
      { name: 'Phone', email_address: '07700900123@example.co.uk' },
      { name: 'Broken', email_address: 'not-an-address' },
      { name: 'www.spam.example', email_address: customer() },
    ],
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: {
      'invitations.4.email_address': [m.inviteeEmailInvalid],
      'invitations.5.name': [m.inviteeNameHasAddress],
    },
  });
  const fixed = await visitor.post(PATH, {
    invitations: [
      { name: 'Fine', email_address: customer() },
      { name: 'Me', email_address: trader.email },
      { name: 'Again', email_address: again },
      { name: 'Phone', email_address: '07700900123@example.co.uk' },
    ],
  });
  expect(fixed.json()).toEqual({
    errors: {
      'invitations.1.email_address': [m.ownAddress],
      'invitations.2.email_address': [m.invitedRecently],
      'invitations.3.email_address': [m.ownAddress],
    },
  });
  expect(await invitationsOf(trader.id)).toHaveLength(1);
});

test('an empty list, more than ten, or a list that is not a list is a sentence', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  expect((await visitor.post(PATH, { invitations: [] })).json()).toEqual({ errors: { invitations: [m.invitationsMissing] } });
  const eleven = invite(Array.from({ length: 11 }, () => customer()));
  expect((await visitor.post(PATH, eleven)).json()).toEqual({ errors: { invitations: [m.invitationsTooMany] } });
  expect((await visitor.post(PATH, { invitations: 'everyone' })).statusCode).toBe(422);
});

test('a burst of 50 parallel invitations sends exactly 20 in a day', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const replies = await Promise.all(Array.from({ length: 50 }, () => visitor.post(PATH, invite([customer('burst')]))));

  const codes = replies.map((reply) => reply.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(20);
  const refused = replies.filter((reply) => reply.statusCode === 422).map((reply) => reply.json<{ errors: unknown }>().errors);
  expect(refused).toHaveLength(30);
  expect(refused[0]).toEqual({ 'invitations.0.email_address': [m.dayLimit] });
  expect(await invitationsOf(trader.id)).toHaveLength(20);
});

test('without a published review, 100 invitations in all; a published review lifts that limit', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const old = new Date(Date.now() - 3 * 86_400_000);
  await testApp.database.db.insert(reviewInvitation).values(
    Array.from({ length: 99 }, (_, index) => ({
      userId: trader.id,
      name: 'Old',
      email: `old-${index}-${trader.id}@example.co.uk`,
      tokenHash: `h-${trader.id}-${index}`,
      expiresAt: old,
      createdAt: old,
    })),
  );

  const replies = await Promise.all(Array.from({ length: 5 }, () => visitor.post(PATH, invite([customer()]))));

  expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
  expect(replies.find((reply) => reply.statusCode === 422)?.json()).toEqual({ errors: { 'invitations.0.email_address': [m.totalLimit] } });
  const [first] = await invitationsOf(trader.id);
  await testApp.database.db.insert(customerReview).values({
    userId: trader.id,
    invitationId: first?.id ?? 0,
    rating: 5,
    title: 'Great',
    text: 'A fine job done well and quickly, thank you.',
    jobMonth: '2026-10',
    reviewerName: 'Old C.',
    reviewerEmail: first?.email ?? '',
    status: 'published',
  });
  expect((await visitor.post(PATH, invite([customer()]))).statusCode).toBe(200);
});

test('an address past its hourly e-mail cap refuses the list under its entry and stores nothing', async () => {
  const capped = await createTestApp({ ...LIMITS_LIFTED, EMAILS_PER_ADDRESS_PER_HOUR: '1' }, { database: testApp.database });
  try {
    const busy = customer('busy');
    const first = await newSignedInTrader(capped);
    expect((await first.visitor.post(PATH, invite([busy]))).statusCode).toBe(200);
    const { trader, visitor } = await newSignedInTrader(capped);

    const response = await visitor.post(PATH, invite([customer(), busy]));

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['invitations.1.email_address']);
    expect(await invitationsOf(trader.id)).toHaveLength(0);
    expect(await testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, busy))).toHaveLength(1);
  } finally {
    await capped.close();
  }
});

test('a visitor who is not signed in is refused', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await visitor.post(PATH, invite([customer()]))).statusCode).toBe(401);
});
