import { useTestApp, Visitor } from '#server-test/test-app';

const testApp = useTestApp();

async function lookUp(postcode: string) {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  return visitor.post('/v1/helpers/address', { postcode });
}

test('a real postcode gets a list of demo addresses in its district', async () => {
  const reply = await lookUp('sw1a1aa');
  const { list } = reply.json<{ list: Record<string, string>[] }>();

  expect(reply.statusCode).toBe(200);
  expect(list.length).toBeGreaterThanOrEqual(8);
  expect(list.length).toBeLessThanOrEqual(20);
  for (const address of list) {
    expect(address).toMatchObject({ post_town: 'Westminster', county: 'London', postcode: 'SW1A 1AA', country: 'England' });
    expect(address.line_1).not.toBe('');
  }
});

test('the same postcode gets the same list every time', async () => {
  const first = await lookUp('SW1A 1AA');
  const second = await lookUp('SW1A 1AA');

  expect(second.json()).toEqual(first.json());
});

test('a postcode in an unknown district is not found', async () => {
  const reply = await lookUp('ZZ9 9ZZ');

  expect(reply.statusCode).toBe(422);
  expect(reply.json()).toEqual({ errors: { postcode: ['Postcode not found.'] } });
});

test('a malformed postcode is refused under postcode', async () => {
  const reply = await lookUp('not a postcode');

  expect(reply.statusCode).toBe(422);
  expect(reply.json()).toEqual({ errors: { postcode: ['Please enter a valid UK postcode, like SW1A 1AA.'] } });
});
