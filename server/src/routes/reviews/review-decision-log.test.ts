import { LIMITS_LIFTED, useTestApp } from '#server-test/test-app';
import { writtenReview } from '#server-test/test-reviews';
import { adminVisitor, signedInStaff } from '#server-test/test-staff';

const testApp = useTestApp(LIMITS_LIFTED);

interface Logged {
  decision: string;
  staff_email: string;
  reason: string | null;
  note: string | null;
  review: { id: number; title: string; rating: number };
  trader: { id: number; name: string };
}

test('the customer reviews’ audit list names who published or rejected which review, why, newest first', async () => {
  const published = await writtenReview(testApp, { fields: { rating: 1 } });
  const rejected = await writtenReview(testApp);
  const { staff, visitor } = await signedInStaff(testApp);
  expect((await visitor.post(`/v1/admin/reviews/${published.review.id}/approve`, {})).statusCode).toBe(200);
  const note = 'Written about another firm.';
  expect((await visitor.post(`/v1/admin/reviews/${rejected.review.id}/reject`, { reason: 'other', note })).statusCode).toBe(200);

  const response = await visitor.get('/v1/admin/reviews/decisions');

  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const ours = response
    .json<{ decisions: Logged[] }>()
    .decisions.filter((entry) => [published.review.id, rejected.review.id].includes(entry.review.id));
  expect(ours).toMatchObject([
    {
      decision: 'rejected',
      staff_email: staff.email,
      reason: 'other',
      note,
      review: { id: rejected.review.id, title: rejected.review.title },
      trader: { id: rejected.trader.id },
    },
    { decision: 'published', reason: null, note: null, review: { id: published.review.id, rating: 1 } },
  ]);
  expect(ours[0]?.trader.name).toMatch(/\S/);
});

test('the list is for signed-in staff only, and a page that does not exist gets a sentence', async () => {
  const visitor = await adminVisitor(testApp);
  expect((await visitor.get('/v1/admin/reviews/decisions')).statusCode).toBe(401);

  const staff = await signedInStaff(testApp);
  const wrongPage = await staff.visitor.get('/v1/admin/reviews/decisions?page=0');
  expect(wrongPage.statusCode).toBe(422);
  expect(wrongPage.json()).toEqual({ errors: { page: ['That page of the audit log does not exist.'] } });
});
