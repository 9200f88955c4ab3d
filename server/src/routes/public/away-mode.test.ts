import { eq } from 'drizzle-orm';
import { addDays, dayMonthText, londonToday } from '#common/calendar-date';
import { quoteRequest, user } from '#server/db/schema/index';
import { latestMessage } from '#server-test/outbox-reader';
import { useTestApp, Visitor } from '#server-test/test-app';
import { createTrader, goodQuote, sendQuote } from '#server-test/test-profiles';
import { signedInVisitor } from '#server-test/test-users';

// decision 089: away mode on the public profile, the directory and the quote form
const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });

let serial = 0;
const uniqueUrl = (base: string) => `${base}-${(serial += 1)}-${Date.now().toString(36)}`;
const openPage = (path: string) => new Visitor(testApp.app, `203.0.113.${serial}`).request('GET', path, undefined, { accept: 'text/html' });
const pause = async (userId: number, until: string | null) =>
  (await signedInVisitor(testApp, userId)).post('/v1/account/availability', { paused_until: until });

afterEach(() => {
  vi.useRealTimers();
});

test('a paused profile says until when it takes no new work, and says nothing once resumed', async () => {
  const url = uniqueUrl('away-plumbing');
  const trader = await createTrader(testApp.database.db, { url });
  const until = addDays(londonToday(), 12);
  // kept before the pause: the pause's write lets the kept page go (decision 084)
  expect((await openPage(`/t/${url}`)).body).not.toContain('Not taking new work');

  await pause(trader.id, until);
  const paused = (await openPage(`/t/${url}`)).body;
  expect(paused).toContain(`Not taking new work until ${dayMonthText(until, londonToday())}`);
  expect(paused).toContain('You can still send your request');

  await pause(trader.id, null);
  expect((await openPage(`/t/${url}`)).body).not.toContain('Not taking new work');
});

test('the date reads as day and month, with the year only when it is not this year', () => {
  expect(dayMonthText('2027-03-03', '2027-01-10')).toBe('3 March');
  expect(dayMonthText('2027-01-05', '2026-12-20')).toBe('5 January 2027');
});

test('a page kept while paused stops saying so when the first day back comes, with no write in between', async () => {
  const url = uniqueUrl('back-soon');
  const trader = await createTrader(testApp.database.db, { url });
  const until = addDays(londonToday(), 2);
  await pause(trader.id, until);
  expect((await openPage(`/t/${url}`)).body).toContain('Not taking new work until');

  // noon in London on the first day back: only the clock has moved
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${until}T12:00:00Z`));
  expect((await openPage(`/t/${url}`)).body).not.toContain('Not taking new work');
});

test('the directory lists a paused trader after the available ones, whatever the distance', async () => {
  const db = testApp.database.db;
  const away = await createTrader(db, {
    url: uniqueUrl('away-near'),
    trades: ['damp-proofing'],
    postcode: 'M4 5JD',
    businessName: 'Away Glazing',
  });
  const leeds = await createTrader(db, {
    url: uniqueUrl('far'),
    trades: ['damp-proofing'],
    postcode: 'LS1 4AP',
    businessName: 'Leeds Glazing',
  });
  // Leeds is ~36 miles from M1: a wide area covers the postcode searched (decision 087)
  await db.update(user).set({ customRadius: 50 }).where(eq(user.id, leeds.id));
  await createTrader(db, { url: uniqueUrl('mid'), trades: ['damp-proofing'], postcode: 'BL8 1AA', businessName: 'Bury Glazing' });
  const names = (page: string) => [...page.matchAll(/<h3 class="entry__name"><a [^>]+>([^<]+)<\/a>/g)].map((match) => match[1]);
  expect(names((await openPage('/directory/damp-proofing?postcode=M1%201AE')).body)).toEqual([
    'Away Glazing',
    'Bury Glazing',
    'Leeds Glazing',
  ]);

  await pause(away.id, addDays(londonToday(), 30));
  const page = (await openPage('/directory/damp-proofing?postcode=M1%201AE')).body;
  expect(names(page)).toEqual(['Bury Glazing', 'Leeds Glazing', 'Away Glazing']);
  expect(page).toContain('Not taking new work until');
  // without a postcode too
  expect(names((await openPage('/directory/damp-proofing')).body)).toEqual(['Bury Glazing', 'Leeds Glazing', 'Away Glazing']);

  // a pause whose day has come puts the trader back in distance order
  await db.update(user).set({ pausedUntil: londonToday() }).where(eq(user.id, away.id));
  expect(names((await openPage('/directory/damp-proofing?postcode=M1%201AE')).body)).toEqual([
    'Away Glazing',
    'Bury Glazing',
    'Leeds Glazing',
  ]);
});

test('a quote request to a paused trader is taken, marked for the first day back, and the homeowner is told when', async () => {
  const url = uniqueUrl('away-quotes');
  const trader = await createTrader(testApp.database.db, { url, businessName: 'Away Heating Ltd' });
  const until = addDays(londonToday(), 20);
  const back = dayMonthText(until, londonToday());
  await pause(trader.id, until);
  const visitor = new Visitor(testApp.app, '198.51.100.89');

  const sent = await sendQuote(visitor, url, goodQuote);
  expect(sent.statusCode).toBe(303);
  const thanks = await visitor.request('GET', sent.headers.location as string, undefined, { accept: 'text/html' });

  expect(thanks.body).toContain(`Away Heating Ltd is away and not taking new work until ${back}.`);
  const [row] = await testApp.database.db.select().from(quoteRequest).where(eq(quoteRequest.traderId, trader.id));
  expect(row?.afterPauseUntil).toBe(until);
  const email = await latestMessage(testApp.database.db, trader.email, 'email');
  expect(email?.textBody).toContain(`They were told you are back on ${back}`);
});

test('a quote request to an available trader is not marked', async () => {
  const url = uniqueUrl('here-quotes');
  const trader = await createTrader(testApp.database.db, { url });

  expect((await sendQuote(new Visitor(testApp.app, '198.51.100.90'), url, goodQuote)).statusCode).toBe(303);

  const [row] = await testApp.database.db.select().from(quoteRequest).where(eq(quoteRequest.traderId, trader.id));
  expect(row?.afterPauseUntil).toBeNull();
});
