import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { parseEnv } from '#server/env';
import type { TestApp } from '#server-test/test-app';
import { openTestDatabase } from '#server-test/test-database';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { addCard, confirm, newSetupIntent, openCardSession, ping, saveMethod, tokenise } from '#server-test/test-cards';

// decision 030: no full card number or security code is stored or logged anywhere
let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'trace', DATA_DIR: 'memory://', WEB_DIST_DIR: './dist/web' }),
    database,
    logStream: { write: (line: string) => logLines.push(line) },
  });
  await app.ready();
  testApp = { app, database, close: async () => (await app.close(), await database.close()) };
});

afterAll(async () => {
  await testApp.close();
});

const secrets = [
  { number: '4242424242424242', cvc: '739' },
  { number: '4000002500003155', cvc: '846' },
  { number: '4000000000000127', cvc: '516' },
  { number: '378282246310005', cvc: '6291' },
];

/**
 * The number as typed in any grouping, or the CVC standing alone: not inside a longer id, and not
 * after a dot, where it would be the milliseconds of a timestamp ("08:49:51.516Z") or decimals.
 */
function leaks(text: string): string[] {
  const compact = text.replace(/[\s-]/g, '');
  return secrets.flatMap(({ number, cvc }) => [
    ...(compact.includes(number) ? [number] : []),
    ...(new RegExp(`(^|[^0-9A-Za-z_.])${cvc}([^0-9A-Za-z_]|$)`).test(text) ? [cvc] : []),
  ]);
}

async function everyTableAsText(): Promise<string> {
  const db = testApp.database.db;
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { table_name: name } of (tables as { rows: { table_name: string }[] }).rows) {
    const rows = await db.execute(sql.raw(`select * from "${name}"`));
    dumps.push(`${name}: ${JSON.stringify((rows as { rows: unknown[] }).rows)}`);
  }
  return dumps.join('\n');
}

test('after cards are added, declined and logged, no table or log line holds a card number or CVC', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  const [plain, bank, declined, amex] = secrets;
  if (!plain || !bank || !declined || !amex) throw new Error('four secrets');

  expect((await addCard(visitor, { number: '4242 4242 4242 4242', cvc: plain.cvc })).saved?.json()).toMatchObject({ success: true });
  expect((await addCard(visitor, { number: amex.number, cvc: amex.cvc })).saved?.json()).toMatchObject({ success: true });
  const refused = await addCard(visitor, { number: declined.number, cvc: declined.cvc });
  expect(refused.saved?.json()).toMatchObject({ success: false });
  const session = await openCardSession(visitor);
  const intent = await newSetupIntent(visitor, session.id);
  const pm = (await tokenise(visitor, { number: bank.number, cvc: bank.cvc })).json().id;
  const action = (await confirm(visitor, intent.client_secret, pm, intent.return_url)).json().next_action.redirect_to_url.url;
  await visitor.request('POST', `${action}/complete`, 'x=1', { 'content-type': 'application/x-www-form-urlencoded' });
  await ping(visitor, intent.id, session.id);
  expect((await saveMethod(visitor, { session_id: session.id, payment_method: pm, setup_id: intent.id })).json()).toMatchObject({
    success: true,
  });
  // a careless client sends the card in its log data: the server masks it
  const logged = await visitor.post('/api/billing/stripe/logging', {
    unique_id: session.id,
    event: 'confirm.error',
    data: { message: `card ${plain.number} refused`, cvc: plain.cvc, number: declined.number, code: 'incorrect_cvc' },
  });
  expect(logged.statusCode).toBe(200);

  expect(logLines.some((line) => line.includes('card form event'))).toBe(true);
  expect(logLines.some((line) => line.includes('incorrect_cvc'))).toBe(true);
  expect(leaks(logLines.join('\n'))).toEqual([]);
  expect(leaks(await everyTableAsText())).toEqual([]);
  expect(await everyTableAsText()).toContain('3155'); // the last 4 digits are kept, as they may be
});
