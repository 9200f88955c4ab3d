import { eq } from 'drizzle-orm';
import { trade } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';

const testApp = useTestApp();

test('lists every parent trade, sorted by name without regard to case', async () => {
  const response = await new Visitor(testApp.app).get('/v1/helpers/categories');

  expect(response.statusCode).toBe(200);
  const { parents } = response.json<{ parents: { id: number; name: string }[] }>();
  const rows = await testApp.database.db.select({ id: trade.id, name: trade.name }).from(trade);
  expect(parents).toHaveLength(rows.length);
  expect(new Set(parents.map((parent) => parent.id))).toEqual(new Set(rows.map((row) => row.id)));
  const names = parents.map((parent) => parent.name);
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  expect(names.slice(0, 3)).toEqual(['Architect', 'Bathroom Fitter', 'Bricklayer']);
});

test('each parent is just its id and name', async () => {
  const response = await new Visitor(testApp.app).get('/v1/helpers/categories');

  const plumber = response.json<{ parents: unknown[] }>().parents.find((parent) => (parent as { name: string }).name === 'Plumber');
  expect(plumber).toEqual({ id: expect.any(Number), name: 'Plumber' });
});

test('the catalogue is read once per app: a trade added behind its back is not listed', async () => {
  await new Visitor(testApp.app).get('/v1/helpers/categories');
  await testApp.database.db.insert(trade).values({ name: 'Aardvark Handler', slug: 'aardvark-handler' });
  try {
    const response = await new Visitor(testApp.app).get('/v1/helpers/categories');

    expect(response.body).not.toContain('Aardvark Handler');
  } finally {
    await testApp.database.db.delete(trade).where(eq(trade.slug, 'aardvark-handler'));
  }
});
