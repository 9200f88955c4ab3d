import { eq } from 'drizzle-orm';
import { outboxMessage } from '#server/db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { richTrader, TRADER_PASSWORD } from '#server-test/test-account-data';

// A cap of one e-mail per address an hour: the second test's trader has had its one already.
const testApp = useTestApp({
  AUTH_LIMIT_PER_10_MINUTES: '1000',
  CAPTCHA_AFTER_ATTEMPTS: '1000',
  CAPTCHA_AFTER_SMS_SENDS: '1000',
  EMAILS_PER_ADDRESS_PER_HOUR: '1',
});

const mailTo = (address: string) => testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, address));

async function close(trader: Awaited<ReturnType<typeof richTrader>>) {
  await trader.visitor.post('/v1/account/close/check', { password: TRADER_PASSWORD });
  return trader.visitor.post('/v1/account/close', { confirm: true });
}

test('closing e-mails the address the account had what was erased and kept, and sends the trader to the page that says so', async () => {
  const trader = await richTrader(testApp);
  const address = trader.trader.email;
  await testApp.database.db.delete(outboxMessage).where(eq(outboxMessage.recipient, address));

  const closed = await close(trader);

  expect(closed.json()).toEqual({ success: true, redirect: '/my-account/closed?emailed=1' });
  const mail = await mailTo(address);
  expect(mail.map((message) => [message.template, message.subject])).toEqual([['account-closed', 'Your Tradespace account is closed']]);
  const text = mail[0]?.textBody ?? '';
  expect(text).toContain('You closed your Tradespace account. Your profile and directory entry are down, your membership is cancelled');
  expect(text).toContain('We keep only these, without your name:');
  expect(text).toContain('Membership records (plan, dates, status) under the anonymised account id: business records of a paid service');
  expect(text).toContain('/contact-us');
});

test('past the address’s e-mail cap the closure still stands, and the page does not claim an e-mail was sent', async () => {
  const trader = await richTrader(testApp);
  const address = trader.trader.email;
  await trader.visitor.post('/v1/account/close/code', {}); // the hour's one e-mail to this address

  const closed = await close(trader);

  expect(closed.json()).toEqual({ success: true, redirect: '/my-account/closed' });
  expect((await mailTo(address)).map((message) => message.template)).not.toContain('account-closed');
  expect((await trader.visitor.get('/v1/account/info')).json().user).toBeNull();
});
