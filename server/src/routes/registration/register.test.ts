import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, PHONE_TAKEN } from '#common/contract/calls/registration';
import { category, company, experimentVisit, lead, session, trade, user, userCategory, userTrade } from '#server/db/schema/index';
import { VISITOR_COOKIE } from '#server/plugins/experiment';
import { sha256 } from '#server/lib/tokens';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { latestMessage, linkIn } from '#server-test/outbox-reader';

let testApp: TestApp;
let tradeIds: number[];
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    CAPTCHA_AFTER_ATTEMPTS: '1000',
    CAPTCHA_AFTER_SMS_SENDS: '1000',
    AUTH_LIMIT_PER_10_MINUTES: '1000',
    EMAIL_TAKEN_ANSWERS_PER_HOUR: '1000',
  });
  const rows = await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(3);
  tradeIds = rows.map((row) => row.id);
});
afterAll(() => testApp.close());

function uniquePhone(): string {
  counter += 1;
  return `07712 ${String((Date.now() + counter * 7919) % 1_000_000).padStart(6, '0')}`;
}

function payload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Priya',
    last_name: 'Shah',
    email_address: `Priya.${Date.now()}.${Math.random().toString(36).slice(2)}@Example.co.uk`,
    phone_number: uniquePhone(),
    business_name: 'Shah Plumbing & Heating',
    password: 'Copper-Pipe-Wrench-42',
    terms: true,
    privacy: true,
    postcode: 'm1 1ae',
    trades: tradeIds.slice(0, 2).reverse(),
    form_id: 'form-1',
    ...overrides,
  };
}

async function visitor() {
  const v = new Visitor(testApp.app);
  await v.open();
  return v;
}

describe('POST /tradespeople-setup/register', () => {
  it('creates the account, its company and trades (primary first) and signs the visitor in', async () => {
    const v = await visitor();
    const before = v.cookies.get('tradespace_session');
    const body = payload();
    const response = await v.post('/tradespeople-setup/register', body);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.phone_number).toMatch(/^\+447712\d{6}$/);
    expect(reply.hashed_user_info.sha256_email_address).toMatch(/^[0-9a-f]{64}$/);

    const db = testApp.database.db;
    const [row] = await db.select().from(user).where(eq(user.id, reply.id));
    expect(row?.email).toBe(body.email_address.toLowerCase());
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.postcode).toBe('M1 1AE');
    const [firm] = await db.select().from(company).where(eq(company.userId, reply.id));
    expect(firm?.name).toBe('Shah Plumbing & Heating');
    const trades = await db.select().from(userTrade).where(eq(userTrade.userId, reply.id)).orderBy(userTrade.position);
    expect(trades.map((t) => t.tradeId)).toEqual(body.trades);
    // the first is the primary trade: positions from 0, as the trade settings write them
    expect(trades.map((t) => t.position)).toEqual(body.trades.map((_, index) => index));
    // every category of the chosen trades, and only those
    const chosen = await db.select({ id: category.id }).from(category).where(inArray(category.tradeId, body.trades));
    const held = await db.select({ id: userCategory.categoryId }).from(userCategory).where(eq(userCategory.userId, reply.id));
    expect(chosen.length).toBeGreaterThan(0);
    expect(held.map((c) => c.id).sort((a, b) => a - b)).toEqual(chosen.map((c) => c.id).sort((a, b) => a - b));

    expect(v.cookies.get('tradespace_session')).not.toBe(before);
    const info = await v.get('/v1/account/info');
    expect(info.json().user.id).toBe(reply.id);
  });

  it('puts each problem under its own field', async () => {
    const v = await visitor();
    const response = await v.post(
      '/tradespeople-setup/register',
      payload({
        first_name: '',
        email_address: 'not-an-email',
        terms: false,
        postcode: 'XYZ',
        trades: [],
      }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    for (const field of ['first_name', 'email_address', 'terms', 'postcode', 'trades']) expect(errors[field]?.[0]).toBeTruthy();
  });

  it('refuses a common password, an unknown district, a landline-shaped nonsense number and three trades', async () => {
    const v = await visitor();
    const common = await v.post('/tradespeople-setup/register', payload({ password: 'password123' }));
    expect(common.json().errors.password[0]).toMatch(/too common/);
    const district = await v.post('/tradespeople-setup/register', payload({ postcode: 'ZZ99 9ZZ' }));
    expect(district.json().errors.postcode[0]).toMatch(/recognise/);
    const phone = await v.post('/tradespeople-setup/register', payload({ phone_number: '01632 960000' }));
    expect(phone.json().errors.phone_number[0]).toMatch(/^We need a UK mobile number/);
    const many = await v.post('/tradespeople-setup/register', payload({ trades: tradeIds }));
    expect(many.json().errors.trades[0]).toMatch(/up to 2/);
  });

  it('recognises a taken e-mail and e-mails a one-click sign-in link that works once', async () => {
    const first = payload();
    expect((await (await visitor()).post('/tradespeople-setup/register', first)).statusCode).toBe(200);
    const v = await visitor();
    const again = await v.post('/tradespeople-setup/register', payload({ email_address: first.email_address.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email_address).toEqual([EMAIL_TAKEN]);

    const mail = await latestMessage(testApp.database.db, first.email_address.toLowerCase(), 'email');
    expect(mail?.htmlBody).toContain('Sign in');
    const link = new URL(linkIn(mail?.textBody ?? ''));
    const opened = await v.request('GET', link.pathname, undefined, {});
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/my-account');
    expect((await v.get('/v1/account/info')).json().user.email).toBe(first.email_address.toLowerCase());
    const reused = await (await visitor()).request('GET', link.pathname, undefined, {});
    expect(reused.headers.location).toBe('/my-account?link=expired');
  });

  it('recognises a phone an account has verified and answers with the SMS sign-in token', async () => {
    const first = payload();
    expect((await (await visitor()).post('/tradespeople-setup/register', first)).statusCode).toBe(200);
    // typed but not verified: a claim that blocks nobody (decision 101)
    const beside = await (await visitor()).post('/tradespeople-setup/register', payload({ phone_number: first.phone_number }));
    expect(beside.statusCode).toBe(200);
    await testApp.database.db.update(user).set({ phoneVerifiedAt: new Date() }).where(eq(user.email, first.email_address.toLowerCase()));
    const response = await (await visitor()).post('/tradespeople-setup/register', payload({ phone_number: first.phone_number }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phone_number).toEqual([PHONE_TAKEN]);
    expect(response.json().id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('creates one account when the same e-mail registers twice at once', async () => {
    const body = payload();
    const [a, b] = await Promise.all([
      (await visitor()).post('/tradespeople-setup/register', body),
      (await visitor()).post('/tradespeople-setup/register', { ...body, phone_number: uniquePhone() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const rows = await testApp.database.db.select().from(user).where(eq(user.email, body.email_address.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it("takes over the visitor's lead, session and experiment visit with the account (decision 097)", async () => {
    const v = await visitor();
    const body = payload();
    const leadReply = await v.post('/v1/lead/register', { email_address: body.email_address, postcode: 'M1 1AE', trades: body.trades });
    const visitorSession = sha256(v.cookies.get('tradespace_session') ?? '');
    const visitorKey = v.cookies.get(VISITOR_COOKIE) ?? '';
    const [visitBefore] = await testApp.database.db.select().from(experimentVisit).where(eq(experimentVisit.visitorKey, visitorKey));
    expect(visitBefore?.userId).toBeNull();

    const response = await v.post('/tradespeople-setup/register', { ...body, lead_id: leadReply.json().lead_id });
    expect(response.statusCode).toBe(200);
    const userId = response.json().id;
    const db = testApp.database.db;
    const [theirLead] = await db.select().from(lead).where(eq(lead.id, leadReply.json().lead_id));
    expect(theirLead?.userId).toBe(userId);
    // the visitor's session row is replaced by the account's (a new id: session fixation)
    expect(await db.select().from(session).where(eq(session.id, visitorSession))).toHaveLength(0);
    const [signedIn] = await db
      .select()
      .from(session)
      .where(eq(session.id, sha256(v.cookies.get('tradespace_session') ?? '')));
    expect(signedIn?.userId).toBe(userId);
    // the browser keeps its visit, now the account's, and the account keeps the visit's order
    expect(v.cookies.get(VISITOR_COOKIE)).toBe(visitorKey);
    const [visitAfter] = await db.select().from(experimentVisit).where(eq(experimentVisit.visitorKey, visitorKey));
    expect(visitAfter?.userId).toBe(userId);
    const [account] = await db.select().from(user).where(eq(user.id, userId));
    expect(account?.orderingScheme).toBe(visitBefore?.scheme);
    expect(visitAfter?.registeredAt?.getTime()).toBe(account?.createdAt.getTime());
  });

  it("writes nothing for the sign-up that loses an e-mail race: its session, visit and lead stay the visitor's", async () => {
    const body = payload();
    const [a, b] = [await visitor(), await visitor()];
    const leads = await Promise.all(
      [a, b].map((v) => v.post('/v1/lead/register', { email_address: body.email_address, postcode: 'M1 1AE', trades: body.trades })),
    );
    const sessions = [a, b].map((v) => sha256(v.cookies.get('tradespace_session') ?? ''));
    const keys = [a, b].map((v) => v.cookies.get(VISITOR_COOKIE) ?? '');
    const replies = await Promise.all([
      a.post('/tradespeople-setup/register', { ...body, lead_id: leads[0]?.json().lead_id }),
      b.post('/tradespeople-setup/register', { ...body, phone_number: uniquePhone(), lead_id: leads[1]?.json().lead_id }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422]);
    const loser = replies[0]?.statusCode === 422 ? 0 : 1;
    const db = testApp.database.db;
    expect(
      await db
        .select()
        .from(session)
        .where(eq(session.id, sessions[loser] ?? '')),
    ).toHaveLength(1);
    const [visit] = await db
      .select()
      .from(experimentVisit)
      .where(eq(experimentVisit.visitorKey, keys[loser] ?? ''));
    expect(visit?.userId).toBeNull();
    const [lostLead] = await db.select().from(lead).where(eq(lead.id, leads[loser]?.json().lead_id));
    expect(lostLead?.userId).toBeNull();
  });
});
