import { useTestApp, Visitor } from '#server-test/test-app';
import { richTrader, TRADER_DESCRIPTION } from '#server-test/test-account-data';

const testApp = useTestApp({ PUBLIC_BASE_URL: 'https://tradespace.test' });

const PATH = '/v1/account/export';

test('answers one JSON file, as an attachment named with the day, with everything stored about the trader', async () => {
  const { trader, visitor, url } = await richTrader(testApp);
  // the plumber works from a second town too (decision 087)
  const { areas } = (await visitor.get('/v1/account/settings/areas')).json<{ areas: { trade_id: number }[] }>();
  const plumber = areas[0]?.trade_id ?? 0;
  const bases = [
    { postcode: 'M1 1AE', radius_miles: 15 },
    { postcode: 'RG1', radius_miles: 20 },
  ];
  expect((await visitor.post('/v1/account/settings/areas/save', { areas: [{ trade_id: plumber, bases }] })).statusCode).toBe(200);
  await visitor.open('/tradespeople-setup/about/phone?scheme=reorderedV1412');

  const response = await visitor.get(PATH);

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tradespace-data-\d{4}-\d{2}-\d{2}\.json"$/);
  expect(response.headers['cache-control']).toBe('no-store');
  const data = response.json();
  expect(data.format).toBe('tradespace-data/1');
  expect(data.account).toMatchObject({ id: trader.id, email: trader.email, first_name: 'Sam', last_name: 'Smith', custom_radius: 15 });
  expect(data.company).toMatchObject({ description: TRADER_DESCRIPTION, profile_url: url });
  expect(data.company_check).toMatchObject({
    company_number: '09446231',
    status: 'active',
    company_name: 'TRADESPACE TEST HEATING LTD',
    date_of_creation: '2014-03-12',
    checked_at: expect.any(String),
  });
  expect(data.trades.map((trade: { name: string }) => trade.name)).toEqual(['Plumber', 'Tiler']);
  expect(data.areas).toEqual([
    { trade_id: plumber, trade: 'Plumber', position: 0, postcode: 'M1 1AE', radius_miles: 15 },
    { trade_id: plumber, trade: 'Plumber', position: 1, postcode: 'RG1', radius_miles: 20 },
  ]);
  expect(data.addresses).toEqual([expect.objectContaining({ kind: 'business', postcode: 'M1 1AE' })]);
  expect(data.photos).toEqual([
    expect.objectContaining({ url: expect.stringMatching(/^https:\/\/tradespace\.test\/media\/[0-9a-f]{32}\.webp$/) }),
  ]);
  expect(data.plans).toEqual([expect.objectContaining({ status: 'trialing' })]);
  expect(data.verification).toEqual([expect.objectContaining({ kind: 'electric', status: 'pending', decisions: [] })]);
  expect(data.sign_ins.length).toBeGreaterThanOrEqual(1);
  expect(data.tracked_events).toEqual([expect.objectContaining({ page: 'my-account', event: 'opened' })]);
  // the setup order the account meets on every device (decision 092)
  expect(data.experiment).toMatchObject({ scheme: 'reorderedV1412', forced: true });
  expect(data.experiment.steps_reached).toEqual([]);
});

test('gives a card as its brand and last 4 digits only, and no hash, token or code anywhere', async () => {
  const { visitor } = await richTrader(testApp);

  const response = await visitor.get(PATH);

  const data = response.json();
  expect(data.cards).toEqual([{ brand: 'visa', last4: '4242' }]);
  const text = response.body;
  for (const word of ['password', 'hash', 'token', 'csrf', 'secret', 'pm_', 'exp_month', 'argon2', 'code_']) {
    expect(text.toLowerCase()).not.toContain(word);
  }
  expect(data.sign_ins[0]).toEqual({ created_at: expect.any(String), last_seen_at: expect.any(String), user_agent: null, ip: null });
});

test('without a signed-in trader it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.get(PATH);

  expect(response.statusCode).toBe(401);
});
