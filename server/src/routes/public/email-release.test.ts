import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN } from '#common/contract/calls/registration';
import { session, trade, user } from '#server/db/schema/index';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { latestMessage, linkIn, releaseLinkIn } from '#server-test/outbox-reader';
import { signUpPayload } from '#server-test/test-users';

// decision 113: an e-mail address belongs to whoever proves it; its reader can take it back from an account a
// stranger started with it, then start their own

const testApp = useTestApp(LIMITS_LIFTED);
let tradeIds: number[];
let counter = 0;

beforeAll(async () => {
  tradeIds = (await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2)).map((row) => row.id);
});

function signUp(email: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const phone = `07713 ${String((Date.now() + counter * 7919) % 1_000_000).padStart(6, '0')}`;
  return signUpPayload({ email, phone, trades: tradeIds }, overrides);
}

async function visitor(): Promise<Visitor> {
  const v = new Visitor(testApp.app);
  await v.open();
  return v;
}

const accountsWith = (email: string) => testApp.database.db.select().from(user).where(eq(user.email, email));

/** The stranger signs up with the owner's address; the owner's sign-up hits it and the address gets the e-mail. */
async function strangerClaims(email: string) {
  const stranger = await visitor();
  const claimed = await stranger.post(
    '/tradespeople-setup/register',
    signUp(email, { business_name: 'Attacker Ltd', password: 'Stranger-Owns-Nothing-77' }),
  );
  expect(claimed.statusCode).toBe(200);
  const owner = await visitor();
  const refused = await owner.post('/tradespeople-setup/register', signUp(email));
  expect(refused.json().errors.email_address).toEqual([EMAIL_TAKEN]);
  const mail = await latestMessage(testApp.database.db, email, 'email');
  return { stranger, owner, mail: mail?.textBody ?? '' };
}

describe('"This is not my account"', () => {
  it('takes the address back from the stranger, and the owner then signs up with it into an account of their own', async () => {
    const email = `owner.${Date.now()}@example.co.uk`;
    const { stranger, owner, mail } = await strangerClaims(email);
    expect(mail).toContain('has not confirmed this address yet. If you did not start a Tradespace account with this address');
    const release = new URL(releaseLinkIn(mail)).pathname;

    const asked = await owner.get(release);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Take back your e-mail address');
    expect(asked.body).toContain('>This is not my account</button>');
    // looking used nothing: the stranger still holds the address
    expect((await accountsWith(email)).every((row) => row.emailReleasedAt === null)).toBe(true);

    const pressed = await owner.request('POST', release, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('Your e-mail address is yours again');
    const [strangerRow] = await accountsWith(email);
    expect(strangerRow?.emailReleasedAt).not.toBeNull();
    // the stranger is signed out everywhere, and neither the link beside it nor the password signs in any more
    expect(
      await testApp.database.db
        .select()
        .from(session)
        .where(eq(session.userId, strangerRow?.id ?? 0)),
    ).toHaveLength(0);
    expect((await stranger.get('/v1/account/info')).json().user ?? null).toBeNull();
    const signInLink = await (await visitor()).request('GET', new URL(linkIn(mail)).pathname, undefined, {});
    expect(signInLink.headers.location).toBe('/my-account?link=expired');
    const password = await (await visitor()).post('/auth/login', { email_address: email, password: 'Stranger-Owns-Nothing-77' });
    expect(password.statusCode).toBe(422);

    const own = await owner.post('/tradespeople-setup/register', signUp(email, { business_name: 'Owner Electrics' }));
    expect(own.statusCode).toBe(200);
    const info = (await owner.get('/v1/account/info')).json();
    expect(info.user.email).toBe(email);
    const held = await testApp.database.db
      .select()
      .from(user)
      .where(and(eq(user.email, email), isNull(user.emailReleasedAt)));
    expect(held.map((row) => row.id)).toEqual([info.user.id]);
    console.log(`email claim: accounts_with_address=${(await accountsWith(email)).length} held_by_owner=${held.length === 1}`);

    const again = await owner.request('POST', release, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(again.body).toContain('This link has expired');
  });

  it('is not offered once the account confirmed its address, and cannot take a confirmed address', async () => {
    const email = `confirmed.${Date.now()}@example.co.uk`;
    const { mail } = await strangerClaims(email);
    const release = new URL(releaseLinkIn(mail)).pathname;
    await testApp.database.db.update(user).set({ emailVerifiedAt: new Date() }).where(eq(user.email, email));
    const pressed = await (await visitor()).request('POST', release, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(pressed.body).toContain('This address was confirmed');
    expect((await accountsWith(email))[0]?.emailReleasedAt).toBeNull();

    await (await visitor()).post('/auth/login-link', { email_address: email });
    const signIn = (await latestMessage(testApp.database.db, email, 'email'))?.textBody ?? '';
    expect(signIn).toContain('/auth/login-link/');
    expect(signIn).not.toContain('/email-release/');
  });

  it('answers an unknown or malformed link with the expired page, and 20 presses at once release once', async () => {
    const unknown = await (await visitor()).get('/email-release/not-a-real-token-but-long-enough');
    expect(unknown.body).toContain('This link has expired');
    const email = `burst.${Date.now()}@example.co.uk`;
    const { mail } = await strangerClaims(email);
    const release = new URL(releaseLinkIn(mail)).pathname;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        new Visitor(testApp.app).request('POST', release, '', { 'content-type': 'application/x-www-form-urlencoded' }),
      ),
    );
    const released = replies.filter((reply) => reply.body.includes('is yours again')).length;
    console.log(`email release burst: presses=20 released=${released}`);
    expect(released).toBe(1);
    expect(replies.filter((reply) => reply.body.includes('This link has expired'))).toHaveLength(19);
  });

  it('sends nothing more to an address its reader gave back', async () => {
    const email = `quiet.${Date.now()}@example.co.uk`;
    const { mail } = await strangerClaims(email);
    await (
      await visitor()
    ).request('POST', new URL(releaseLinkIn(mail)).pathname, '', { 'content-type': 'application/x-www-form-urlencoded' });
    const [stranger] = await accountsWith(email);
    const id = await testApp.app.outbox.enqueue(
      { channel: 'email', recipient: email, template: 'notice', subject: 'A notice', textBody: 'Hello', htmlBody: '<p>Hello</p>' },
      undefined,
      { accountId: stranger?.id ?? 0, pastCap: 'drop' },
    );
    expect(id).toBeNull();
  });
});
