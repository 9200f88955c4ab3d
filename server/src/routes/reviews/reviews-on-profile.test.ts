import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { createTrader } from '#server-test/test-profiles';
import { writtenReview } from '#server-test/test-reviews';
import { signedInStaff } from '#server-test/test-staff';
import { signedInVisitor } from '#server-test/test-users';

const testApp = useTestApp({ ...LIMITS_LIFTED, APP_URL: 'https://tradespace.test' });

const openPage = (path: string) => new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });

function jsonLdOf(page: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page);
  if (!match?.[1]) throw new Error('no JSON-LD on the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

test('published reviews reach the kept profile at once, with the average to one decimal, replies and JSON-LD; pending ones never', async () => {
  const url = `reviewed-plumbing-${Date.now().toString(36)}`;
  const trader = await createTrader(testApp.database.db, { url, businessName: 'Reviewed Plumbing' });
  const owner = { trader, visitor: await signedInVisitor(testApp, trader.id) };
  const { visitor: staff } = await signedInStaff(testApp);
  const before = await openPage(`/t/${url}`);
  expect(before.body).not.toContain('Reviews</h2>');

  const ids = [];
  for (const [rating, title] of [
    [5, 'Boiler fitted in a day'],
    [4, 'Good radiator work'],
    [2, 'Late <b>but</b> tidy'],
  ] as const) {
    const { review } = await writtenReview(testApp, { trader: owner, fields: { rating, title } });
    ids.push(review.id);
  }
  await writtenReview(testApp, { trader: owner, fields: { rating: 1, title: 'Still waiting for a check' } });
  for (const id of ids) expect((await staff.post(`/v1/admin/reviews/${id}/approve`, {})).statusCode).toBe(200);
  await owner.visitor.post(`/v1/account/reviews/${ids[2]}/reply`, { text: 'Sorry for the delay: the part came late.' });

  const page = (await openPage(`/t/${url}`)).body;

  expect(page).toContain('3.7 out of 5 from 3 reviews');
  expect(page).toContain('<h3>Late &lt;b&gt;but&lt;/b&gt; tidy</h3>');
  expect(page).toContain('Reply from Reviewed Plumbing');
  expect(page).toContain('Sorry for the delay: the part came late.');
  expect(page).not.toContain('Still waiting for a check');
  const jsonLd = jsonLdOf(page);
  expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: '3.7', reviewCount: 3 });
  expect(jsonLd.review).toHaveLength(3);
  expect((jsonLd.review as { reviewRating: { ratingValue: number } }[]).map((item) => item.reviewRating.ratingValue)).toEqual([2, 4, 5]);

  const directory = (await openPage('/directory/plumber')).body;
  expect(directory).toContain('3.7 out of 5 from 3 reviews');
});
