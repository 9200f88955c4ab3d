import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';

const API_KEY = 'ak_test_key';
const palace = {
  line_1: 'Buckingham Palace',
  line_2: '',
  line_3: '',
  post_town: 'LONDON',
  county: 'London',
  postcode: 'SW1A 1AA',
  country: 'England',
  udprn: 23747771,
};

/** A stand-in for api.ideal-postcodes.co.uk: SW1A1AA is found, SW1A2AB is unknown, SW1A9ZZ breaks. */
const requests: URL[] = [];
const fake = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  requests.push(url);
  const reply = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.searchParams.get('api_key') !== API_KEY) return reply(401, { code: 4010, message: 'Invalid key' });
  if (url.pathname === '/v1/postcodes/SW1A1AA') return reply(200, { code: 2000, message: 'Success', result: [palace] });
  if (url.pathname === '/v1/postcodes/SW1A9ZZ') return reply(500, { code: 5000, message: 'Server error' });
  return reply(404, { code: 4040, message: 'Postcode not found', suggestions: [] });
});

let testApp: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  testApp = await createTestApp({ IDEAL_POSTCODES_API_KEY: API_KEY, IDEAL_POSTCODES_URL: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => fake.close(resolve));
});

async function lookUp(postcode: string) {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  return visitor.post('/v1/helpers/address', { postcode });
}

test('a postcode Ideal Postcodes knows comes back as suggestions, keyed by UDPRN', async () => {
  const reply = await lookUp('SW1A 1AA');

  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toEqual({
    list: [
      {
        unique_id: '23747771',
        line_1: 'Buckingham Palace',
        line_2: '',
        post_town: 'LONDON',
        county: 'London',
        postcode: 'SW1A 1AA',
        country: 'England',
      },
    ],
  });
  expect(requests.at(-1)?.searchParams.get('api_key')).toBe(API_KEY);
});

test('a postcode Ideal Postcodes does not know is "Postcode not found."', async () => {
  const reply = await lookUp('SW1A 2AB');

  expect(reply.statusCode).toBe(422);
  expect(reply.json()).toEqual({ errors: { postcode: ['Postcode not found.'] } });
});

test('an outage at Ideal Postcodes is "We could not locate that address."', async () => {
  const reply = await lookUp('SW1A 9ZZ');

  expect(reply.statusCode).toBe(422);
  expect(reply.json()).toEqual({ errors: { postcode: ['We could not locate that address.'] } });
});

test('a postcode outside every known district never reaches Ideal Postcodes', async () => {
  const before = requests.length;

  const reply = await lookUp('ZZ9 9ZZ');

  expect(reply.json()).toEqual({ errors: { postcode: ['Postcode not found.'] } });
  expect(requests).toHaveLength(before);
});
