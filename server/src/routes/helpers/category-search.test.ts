import { eq } from 'drizzle-orm';
import { category } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';

const testApp = useTestApp();

interface Result {
  id: number;
  name: string;
  parent: { id: number; name: string };
}

async function search(term: unknown) {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  return visitor.post('/v1/helpers/categories/search', { search: term });
}

async function results(term: string): Promise<Result[]> {
  const response = await search(term);
  expect(response.statusCode).toBe(200);
  return response.json<{ results: Result[] }>().results;
}

test('a word prefix finds categories, each with its parent trade', async () => {
  const found = await results('boil');

  expect(found.slice(0, 3).map((result) => result.name)).toEqual(['Boiler Repair', 'Boiler Servicing', 'Boiler Installation']);
  const [row] = await testApp.database.db.select().from(category).where(eq(category.name, 'Boiler Repair'));
  expect(found[0]).toEqual({ id: row?.id, name: 'Boiler Repair', parent: { id: row?.tradeId, name: 'Heating Engineer' } });
});

test('a prefix of a later word matches too, whatever the case', async () => {
  const names = (await results('INST')).map((result) => result.name);

  expect(names).toContain('Boiler Installation');
});

test('a search typed again, in other case or spacing, gets the same answer; a longer one is searched afresh', async () => {
  const first = await results('roof rep');
  const again = await results('  ROOF   Rep ');
  const longer = await results('roof repairs');

  expect(first.length).toBeGreaterThan(0);
  expect(again).toEqual(first);
  expect(longer.every((result) => /repair/i.test(result.name))).toBe(true);
});

test('one typo is tolerated: "plumbr" finds plumbing work', async () => {
  const found = await results('plumbr');

  expect(found[0]?.name).toBe('Appliance Plumbing');
  expect(found.map((result) => result.name)).toContain('Leak Repair');
  expect(new Set(found.map((result) => result.parent.name))).toEqual(new Set(['Plumber']));
});

test('"eletrician" finds electrician work', async () => {
  const found = await results('eletrician');

  expect(found.length).toBeGreaterThan(0);
  expect(new Set(found.map((result) => result.parent.name))).toEqual(new Set(['Electrician']));
});

test('nonsense finds nothing: an empty list, not an error', async () => {
  expect(await results('qwxzvk')).toEqual([]);
});

test('answers at most 20 results, best first', async () => {
  const found = await results('in');

  expect(found).toHaveLength(20);
  const exactFirst = await results('roof');
  expect(exactFirst.slice(0, 4).map((result) => result.name)).toEqual([
    'New Roof',
    'Roof Repair',
    'Roof Scaffolding',
    'Roof Tile Replacement',
  ]);
});

test('a search shorter than two letters answers 422 under search', async () => {
  const response = await search(' a ');

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { search: ['Please type at least 2 letters.'] } });
});

test('a search without the CSRF token is refused', async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/v1/helpers/categories/search',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { search: 'boiler' },
  });

  expect(response.statusCode).toBe(419);
});
