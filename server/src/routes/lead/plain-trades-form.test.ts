import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';

// The trades step's form posted before (or without) the app's JavaScript (decision 107).

let testApp: TestApp;
let plumber: number;
let roofer: number;
let tiler: number;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  const { parents } = (await new Visitor(testApp.app).get('/v1/helpers/categories')).json() as { parents: { id: number; name: string }[] };
  const id = (name: string) => parents.find((trade) => trade.name === name)?.id ?? 0;
  [plumber, roofer, tiler] = [id('Plumber'), id('Roofer'), id('Tiler')];
});

afterAll(() => testApp.close());

const post = (query: string, payload: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/tradespeople-setup/lead/trades${query}`,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

test('one trade ticked goes on to the e-mail step with the postcode and the trade, as the app would', async () => {
  // the popular list and the letter groups both show a trade: ticked in both, it is one trade
  const reply = await post('?postcode=LS1+4AP', `trades=${plumber}&trades=${plumber}`);

  expect(reply.statusCode).toBe(303);
  expect(reply.headers.location).toBe(`/tradespeople-setup/lead/email?postcode=LS1+4AP&trades=${plumber}`);
});

test('two trades come back to the step ticked, where the app asks which is the main one', async () => {
  const reply = await post('?postcode=LS1+4AP', `trades=${roofer}&trades=${plumber}`);

  expect(reply.headers.location).toBe(`/tradespeople-setup/lead/trades?postcode=LS1+4AP&trades=${roofer}%2C${plumber}`);
});

test('none, more than two, or trades that do not exist come back with what fits kept', async () => {
  const none = await post('?postcode=LS1+4AP', '');
  const three = await post('?postcode=LS1+4AP', `trades=${roofer}&trades=${plumber}&trades=${tiler}`);
  const unknown = await post('?postcode=LS1+4AP', 'trades=99999&trades=abc');

  expect(none.headers.location).toBe('/tradespeople-setup/lead/trades?postcode=LS1+4AP');
  expect(three.headers.location).toBe(`/tradespeople-setup/lead/trades?postcode=LS1+4AP&trades=${roofer}%2C${plumber}`);
  expect(unknown.headers.location).toBe('/tradespeople-setup/lead/trades?postcode=LS1+4AP');
});

test('without a postcode in the page’s address the visitor starts at the postcode step', async () => {
  const reply = await post('', `trades=${plumber}`);

  expect(reply.statusCode).toBe(303);
  expect(reply.headers.location).toBe('/tradespeople-setup/lead/location');
});
