import { eq } from 'drizzle-orm';
import { EMAIL_ALREADY_VERIFIED } from '#common/contract/calls/account';
import { NAME_HAS_ADDRESS } from '#common/contract/fields';
import { trade, user } from '#server/db/schema/index';
import { tooManyLinks } from '#server/services/sign-in-links';
import { latestMessage, linkIn } from '#server-test/outbox-reader';
import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';

// decision 103: /my-account "Verify my e-mail" through the login-link machinery, and names that may
// greet a person in an e-mail.
const testApp = useTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_ATTEMPTS: '1000', CAPTCHA_AFTER_SMS_SENDS: '1000' });
const VERIFY = '/v1/account/email/verify';
const verifiedOf = async (visitor: Visitor) => (await visitor.get('/v1/account/info')).json().user.verified.email as boolean;

test('an unverified account asks for a link, opens it from the inbox, and is verified; a second ask is told so', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  expect(await verifiedOf(visitor)).toBe(false);

  const response = await visitor.post(VERIFY, {});

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, sent_to: trader.email, expires_in_minutes: 30 });
  const mail = await latestMessage(testApp.database.db, trader.email, 'email');
  expect(mail?.subject).toBe('Confirm your e-mail address for Tradespace');
  const opened = await visitor.get(new URL(linkIn(mail?.textBody ?? '')).pathname);
  expect(opened.statusCode).toBe(302);
  expect(opened.headers.location).toBe('/my-account');
  expect(await verifiedOf(visitor)).toBe(true);
  expect((await visitor.post(VERIFY, {})).json()).toEqual({ errors: { email: [EMAIL_ALREADY_VERIFIED] } });
});

test('a burst of 20 asks sends the link limit (5) and tells the rest why, under the field', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const replies = await Promise.all(Array.from({ length: 20 }, () => visitor.post(VERIFY, {})));

  const sent = replies.filter((reply) => reply.statusCode === 200).length;
  const refused = replies.filter((reply) => reply.statusCode === 422);
  const [row] = await testApp.database.db.select({ id: user.id }).from(user).where(eq(user.email, trader.email));
  console.log(`20 parallel verify asks: ${sent} links sent, ${refused.length} refused`);
  expect(row?.id).toBe(trader.id);
  expect(sent).toBe(5);
  expect(refused).toHaveLength(15);
  expect(refused[0]?.json()).toEqual({ errors: { email: [expect.stringMatching(/^We have e-mailed you 5 links in the last hour/)] } });
  expect(tooManyLinks(1)).toBe('We have e-mailed you 5 links in the last hour. Please try again in 1 minute.');
});

test('a name with a web or e-mail address is refused at sign-up under its field; a business name with a domain is kept', async () => {
  const [firstTrade] = await testApp.database.db.select({ id: trade.id }).from(trade).limit(1);
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const form = {
    email_address: `named-${Date.now()}@example.co.uk`,
    phone_number: '07712 345678',
    business_name: 'Fixit.co.uk Ltd',
    password: 'Copper-Pipe-Wrench-42',
    terms: true,
    privacy: true,
    postcode: 'M1 1AE',
    trades: [firstTrade?.id ?? 1],
    form_id: 'form-1',
  };

  const response = await visitor.post('/tradespeople-setup/register', {
    ...form,
    first_name: 'Win at https://evil.example',
    last_name: 'mail prizes@evil.example',
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { first_name: [NAME_HAS_ADDRESS], last_name: [NAME_HAS_ADDRESS] } });
  expect(NAME_HAS_ADDRESS).toBe('Please enter your name without web or e-mail addresses.');
  expect(await testApp.database.db.select().from(user).where(eq(user.email, form.email_address))).toEqual([]);
});

test('a stored name with a web address never reaches a greeting: the sign-in e-mail says "Hello,"', async () => {
  const { trader } = await newSignedInTrader(testApp, { firstName: 'Visit evil.example' });
  const visitor = new Visitor(testApp.app);
  await visitor.open('/my-account');

  expect((await visitor.post('/auth/login-link', { email_address: trader.email })).statusCode).toBe(200);

  const mail = await latestMessage(testApp.database.db, trader.email, 'email');
  expect(mail?.textBody).toMatch(/^Hello,\n/);
  expect(mail?.textBody).not.toContain('evil.example');
  expect(mail?.htmlBody).not.toContain('evil.example');
});
