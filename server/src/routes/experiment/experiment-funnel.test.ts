import { eq } from 'drizzle-orm';
import { stepBit, type CountedStep } from '#common/experiment';
import { setupOrder, type OrderingScheme } from '#common/step-order';
import { experimentVisit, user } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { seedFunnelChecks, type FunnelChecks } from '#server-test/test-funnel-checks';
import { createTrader } from '#server-test/test-profiles';
import { signedInStaff } from '#server-test/test-staff';
import { newSignedInTrader } from '#server-test/test-users';

// A funnel seeded with known counts, and every figure of the report checked against values
// worked out by hand (decisions 091 and 092).
const testApp = useTestApp();
const db = () => testApp.database.db;
let serial = 0;

interface Seeded {
  scheme: OrderingScheme;
  /** UTC instant of the first visit. */
  at?: string;
  forced?: boolean;
  reached?: CountedStep[];
  saved?: CountedStep[];
  skipped?: CountedStep[];
  /** Registered: the account's outcomes. */
  account?: { live?: boolean; picked?: boolean; retained?: boolean } & FunnelChecks;
}

const bits = (steps: CountedStep[] = []) => steps.reduce((mask, step) => mask | stepBit(step), 0);

async function seed(visit: Seeded) {
  serial += 1;
  let userId: number | null = null;
  const account = visit.account;
  if (account) {
    const trader = await createTrader(db(), account.live ? { url: `funnel-${process.pid}-${serial}` } : { ready: false });
    userId = trader.id;
    await seedFunnelChecks(testApp, userId, account);
    if (account.picked) await db().update(user).set({ membershipStatus: 'PICKED' }).where(eq(user.id, userId));
  }
  const at = new Date(visit.at ?? '2026-03-10T12:00:00Z');
  await db()
    .insert(experimentVisit)
    .values({
      visitorKey: `funnel-${process.pid}-${serial}`,
      scheme: visit.scheme,
      forced: visit.forced ?? false,
      assignedAt: at,
      userId,
      registeredAt: userId === null ? null : at,
      returnedAt: account?.retained ? new Date(at.getTime() + 2 * 86400_000) : null,
      reachedSteps: bits(visit.reached),
      savedSteps: bits(visit.saved),
      skippedSteps: bits(visit.skipped),
    });
}

/** `count` visitors alike. */
async function seedMany(count: number, visit: Seeded) {
  for (let index = 0; index < count; index += 1) await seed(visit);
}

const lead = (through: number): CountedStep[] =>
  (['lead_location', 'lead_trades', 'lead_email', 'lead_register'] as const).slice(0, through);

/**
 * original, 40 visitors: 40 reach lead_location, 30 lead_trades, 24 lead_email, 20 register; of the 20
 * accounts 16 reach `trades`, 12 save the description, 4 skip the photo, 10 reach `complete`; 6 live,
 * 5 with a plan, 4 with a card, 8 back in the first week; 4 companies active (2 more dissolved), 2 insured to today
 * (2 more approved but run out yesterday, 4 pending), 4 ID checked (6 more asked for input), 2 with a review
 * published (2 pending, 2 rejected).
 */
async function seedOriginal() {
  const setup: CountedStep[] = [...lead(4), 'trades', 'description'];
  await seedMany(10, { scheme: 'original', reached: lead(1) });
  await seedMany(6, { scheme: 'original', reached: lead(2) });
  await seedMany(4, { scheme: 'original', reached: lead(3) });
  // 20 accounts
  await seedMany(4, { scheme: 'original', reached: lead(4) });
  await seedMany(6, { scheme: 'original', reached: setup, account: { identity: 'requires_input' } });
  await seedMany(4, {
    scheme: 'original',
    reached: [...setup, 'photo', 'complete'],
    saved: ['description'],
    skipped: ['photo'],
    account: { retained: true, insurance: 'pending', identity: 'verified' },
  });
  await seedMany(2, {
    scheme: 'original',
    reached: [...setup, 'complete'],
    saved: ['description'],
    account: { live: true, picked: true, card: true, retained: true, company: 'active', insurance: 'current', review: 'published' },
  });
  await seedMany(2, {
    scheme: 'original',
    reached: [...setup, 'complete'],
    saved: ['description'],
    account: { live: true, picked: true, card: true, retained: true, company: 'active', insurance: 'lapsed', review: 'pending' },
  });
  await seedMany(2, {
    scheme: 'original',
    reached: [...setup, 'complete'],
    saved: ['description'],
    account: { live: true, picked: true, company: 'dissolved', review: 'rejected' },
  });
}

/**
 * reorderedV1412, 40 visitors: 28 accounts, 20 reach `complete`; 14 live, 12 with a plan, 10 with a card, 16 back;
 * 10 companies active, 10 insured, 16 ID checked, 4 with a review published.
 */
async function seedV1412() {
  const done: CountedStep[] = [...lead(4), 'trades', 'membership', 'complete'];
  await seedMany(4, { scheme: 'reorderedV1412', reached: lead(1) });
  await seedMany(6, { scheme: 'reorderedV1412', reached: lead(2) });
  await seedMany(2, { scheme: 'reorderedV1412', reached: lead(3) });
  await seedMany(8, { scheme: 'reorderedV1412', reached: lead(4), account: {} });
  await seedMany(6, { scheme: 'reorderedV1412', reached: done, account: { retained: true, identity: 'verified' } });
  await seedMany(10, {
    scheme: 'reorderedV1412',
    reached: done,
    saved: ['membership'],
    account: { live: true, picked: true, card: true, retained: true, company: 'active', insurance: 'current', identity: 'verified' },
  });
  await seedMany(2, {
    scheme: 'reorderedV1412',
    reached: done,
    saved: ['membership'],
    account: { live: true, picked: true, review: 'published' },
  });
  await seedMany(2, { scheme: 'reorderedV1412', reached: done, skipped: ['membership'], account: { live: true, review: 'published' } });
}

/**
 * reorderedV1612: 10 visitors, none past the lead steps; and 3 forced visits that reached the end with every check
 * and a review, never counted.
 */
async function seedV1612() {
  await seedMany(5, { scheme: 'reorderedV1612', reached: lead(1) });
  await seedMany(5, { scheme: 'reorderedV1612', reached: lead(4) });
  const everything: FunnelChecks = { company: 'active', insurance: 'current', identity: 'verified', review: 'published' };
  await seedMany(3, { scheme: 'reorderedV1612', forced: true, reached: [...lead(4), 'complete'], account: { live: true, ...everything } });
}

beforeAll(async () => {
  await seedOriginal();
  await seedV1412();
  await seedV1612();
  // the period's edges in London: 1 March 00:00 GMT and 31 March 23:59 BST are in, a minute either side is out
  await seed({ scheme: 'reorderedV1612', at: '2026-03-01T00:00:00Z', reached: lead(1) });
  await seed({ scheme: 'reorderedV1612', at: '2026-03-31T22:59:00Z', reached: lead(1) });
  await seed({ scheme: 'original', at: '2026-02-28T23:59:00Z', reached: [...lead(4), 'complete'], account: { live: true } });
  await seed({ scheme: 'original', at: '2026-03-31T23:00:00Z', reached: [...lead(4), 'complete'], account: { live: true } });
});

async function report(from = '2026-03-01', to = '2026-03-31') {
  const { visitor } = await signedInStaff(testApp);
  const reply = await visitor.get(`/v1/admin/funnel?from=${from}&to=${to}`);
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

const close = (value: number) => expect.closeTo(value, 6);

test('each scheme: visitors assigned, forced visits apart, and its steps in its own order', async () => {
  const { from, to, schemes } = await report();

  expect({ from, to }).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  expect(schemes.map((s: { scheme: string; assigned: number; forced: number }) => [s.scheme, s.assigned, s.forced])).toEqual([
    ['original', 40, 0],
    ['reorderedV1412', 40, 0],
    ['reorderedV1612', 12, 3],
  ]);
  const [original, v1412, v1612] = schemes;
  expect(original.steps.slice(0, 9)).toEqual([
    { step: 'lead_location', reached: 40, saved: 0, skipped: 0 },
    { step: 'lead_trades', reached: 30, saved: 0, skipped: 0 },
    { step: 'lead_email', reached: 24, saved: 0, skipped: 0 },
    { step: 'lead_register', reached: 20, saved: 0, skipped: 0 },
    { step: 'trades', reached: 16, saved: 0, skipped: 0 },
    { step: 'verify_phone', reached: 0, saved: 0, skipped: 0 },
    { step: 'description', reached: 16, saved: 10, skipped: 0 },
    { step: 'company', reached: 0, saved: 0, skipped: 0 },
    { step: 'location', reached: 0, saved: 0, skipped: 0 },
  ]);
  expect(original.steps.map((step: { step: string }) => step.step)).toEqual([...lead(4), ...setupOrder.original]);
  expect(original.steps.at(-1)).toEqual({ step: 'complete', reached: 10, saved: 0, skipped: 0 });
  expect(original.steps[9]).toEqual({ step: 'photo', reached: 4, saved: 0, skipped: 4 });
  // reorderedV1412 asks for the membership straight after the phone
  expect(v1412.steps.slice(4, 7)).toEqual([
    { step: 'trades', reached: 20, saved: 0, skipped: 0 },
    { step: 'verify_phone', reached: 0, saved: 0, skipped: 0 },
    { step: 'membership', reached: 20, saved: 12, skipped: 2 },
  ]);
  expect(v1612.steps.slice(0, 4).map((step: { reached: number }) => step.reached)).toEqual([12, 5, 5, 5]);
  expect(v1612.steps.at(-1).reached).toBe(0);
});

test('every outcome: count, rate, 95 % Wilson interval and the p-value against original, as worked by hand', async () => {
  const { schemes } = await report();
  // Wilson, z = 1.959964: for 10/40, centre (0.25 + z²/80) / (1 + z²/40) = 0.271904, half-width
  // z·√(0.25·0.75/40 + z²/6400) / (1 + z²/40) = 0.130034, so 0.141871 to 0.401940. The p-values are the pooled
  // two-proportion test: 20/40 against 10/40 pools 30/80 = 0.375, SE √(0.375·0.625·(2/40)) = 0.108253,
  // z = 0.25 / 0.108253 = 2.309401, two-sided p = 0.020921. The same for the checks: 2/40 has centre
  // (0.05 + z²/80) / (1 + z²/40) = 0.089430, half-width z·√(0.05·0.95/40 + z²/6400) / (1 + z²/40) = 0.075609, so
  // 0.013821 to 0.165039; 10/40 against 2/40 pools 0.15, SE √(0.15·0.85·(2/40)) = 0.079844, z = 0.2 / 0.079844
  // = 2.504897, p = 0.012249; 16/40 against 4/40 pools 0.25, SE 0.096825, z = 3.098387, p = 0.001946; 4/40 against
  // 2/40 pools 0.075, SE 0.058896, z = 0.848953, p = 0.395908; 0/12 against 2/40 pools 2/52, SE 0.063296,
  // z = -0.789937, p = 0.429565 (0/12 against 4/40 and 10/40 against 4/40 are card_added's figures).
  const expected = {
    original: [
      ['setup_complete', 10, 0.25, 0.141871, 0.40194, null],
      ['profile_live', 6, 0.15, 0.070612, 0.290723, null],
      ['plan_picked', 6, 0.15, 0.070612, 0.290723, null],
      ['card_added', 4, 0.1, 0.03958, 0.230518, null],
      ['first_week_retained', 8, 0.2, 0.105, 0.347573, null],
      ['company_checked', 4, 0.1, 0.03958, 0.230518, null],
      ['insured', 2, 0.05, 0.013821, 0.165039, null],
      ['id_checked', 4, 0.1, 0.03958, 0.230518, null],
      ['first_review_published', 2, 0.05, 0.013821, 0.165039, null],
    ],
    reorderedV1412: [
      ['setup_complete', 20, 0.5, 0.351995, 0.648005, 0.020921],
      ['profile_live', 14, 0.35, 0.221345, 0.504941, 0.038867],
      ['plan_picked', 12, 0.3, 0.180748, 0.4543, 0.108178],
      ['card_added', 10, 0.25, 0.141871, 0.40194, 0.077485],
      ['first_week_retained', 16, 0.4, 0.263483, 0.554041, 0.050962],
      ['company_checked', 10, 0.25, 0.141871, 0.40194, 0.077485],
      ['insured', 10, 0.25, 0.141871, 0.40194, 0.012249],
      ['id_checked', 16, 0.4, 0.263483, 0.554041, 0.001946],
      ['first_review_published', 4, 0.1, 0.03958, 0.230518, 0.395908],
    ],
    reorderedV1612: [
      ['setup_complete', 0, 0, 0, 0.242494, 0.053949],
      ['profile_live', 0, 0, 0, 0.242494, 0.153736],
      ['plan_picked', 0, 0, 0, 0.242494, 0.153736],
      ['card_added', 0, 0, 0, 0.242494, 0.254213],
      ['first_week_retained', 0, 0, 0, 0.242494, 0.092153],
      ['company_checked', 0, 0, 0, 0.242494, 0.254213],
      ['insured', 0, 0, 0, 0.242494, 0.429565],
      ['id_checked', 0, 0, 0, 0.242494, 0.254213],
      ['first_review_published', 0, 0, 0, 0.242494, 0.429565],
    ],
  } as const;
  for (const scheme of schemes) {
    const rows = expected[scheme.scheme as keyof typeof expected];
    expect(scheme.outcomes).toEqual(
      rows.map(([name, count, rate, low, high, p]) => ({
        name,
        count,
        rate: close(rate),
        ci_low: close(low),
        ci_high: close(high),
        p_value: p === null ? null : close(p),
      })),
    );
  }
});

test('a shorter period counts only the visitors first assigned in it', async () => {
  const { schemes } = await report('2026-03-31', '2026-03-31');
  expect(schemes.map((scheme: { assigned: number }) => scheme.assigned)).toEqual([0, 0, 1]);
  expect(schemes[0].outcomes[0]).toEqual({ name: 'setup_complete', count: 0, rate: 0, ci_low: 0, ci_high: 1, p_value: null });
});

test('a period that ends before it starts, or a date that is no date, is a 422 under the field', async () => {
  const { visitor } = await signedInStaff(testApp);

  const backwards = await visitor.get('/v1/admin/funnel?from=2026-03-31&to=2026-03-01');
  const impossible = await visitor.get('/v1/admin/funnel?from=2026-02-30&to=2026-03-01');
  const tooLong = await visitor.get('/v1/admin/funnel?from=2020-01-01&to=2026-03-01');

  expect([backwards.statusCode, backwards.json().errors]).toEqual([422, { to: ['The end of the period may not be before its start.'] }]);
  expect([impossible.statusCode, impossible.json().errors]).toEqual([
    422,
    { from: ['Please give the date as YYYY-MM-DD, like 2026-03-01.'] },
  ]);
  expect([tooLong.statusCode, tooLong.json().errors]).toEqual([422, { to: ['The period may not be longer than 731 days.'] }]);
});

test('visitors and traders are refused the report', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const trader = await newSignedInTrader(testApp);

  const asVisitor = await visitor.get('/v1/admin/funnel?from=2026-03-01&to=2026-03-31');
  const asTrader = await trader.visitor.get('/v1/admin/funnel?from=2026-03-01&to=2026-03-31');

  expect([asVisitor.statusCode, asTrader.statusCode]).toEqual([401, 401]);
  expect(asTrader.json()).toMatchObject({ message: 'Please sign in to the review back office.' });
});
