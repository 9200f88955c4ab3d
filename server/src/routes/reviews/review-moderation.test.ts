import { eq } from 'drizzle-orm';
import { reviewMessages as m } from '#common/contract/calls/reviews';
import { customerReview, customerReviewDecision, session } from '#server/db/schema/index';
import { LIMITS_LIFTED, useTestApp } from '#server-test/test-app';
import { writtenReview } from '#server-test/test-reviews';
import { signedInStaff } from '#server-test/test-staff';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp(LIMITS_LIFTED);
const reviewRow = async (id: number) => (await testApp.database.db.select().from(customerReview).where(eq(customerReview.id, id)))[0];

interface Listed {
  id: number;
  rating: number;
  status: string;
  reviewer_email: string;
  trader: { id: number; business: string | null };
  signals: {
    same_address_as_trader: boolean;
    same_device_as_trader: boolean;
    reviews_from_address: number;
    email_on_other_traders: number;
  };
}
async function listed(status: 'pending' | 'reported' = 'pending') {
  const { visitor } = await signedInStaff(testApp);
  const response = await visitor.get(`/v1/admin/reviews?status=${status}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ reviews: Listed[] }>().reviews;
}

test('staff see a pending review with the signals: written from the trader’s own address, an address seen on other traders', async () => {
  const shared = `shared-${Date.now()}@example.co.uk`;
  await writtenReview(testApp, { email: shared, remoteAddress: '10.77.0.9' });
  const trader = await newSignedInTrader(testApp);
  await testApp.database.db.update(session).set({ ip: '10.77.0.9' }).where(eq(session.userId, trader.trader.id));

  const { review } = await writtenReview(testApp, { trader, email: shared, remoteAddress: '10.77.0.9', fields: { rating: 1 } });

  const entry = (await listed()).find((row) => row.id === review.id);
  expect(entry).toMatchObject({
    rating: 1,
    status: 'pending',
    reviewer_email: shared,
    trader: { id: trader.trader.id, business: 'Smith & Sons Plumbing' },
    signals: { same_address_as_trader: true, reviews_from_address: 2, email_on_other_traders: 1 },
  });
});

test('approving publishes a one-star review as readily as a five-star one, with an audit row; a second decision is a 409', async () => {
  const { review } = await writtenReview(testApp, { fields: { rating: 1 } });
  const { staff, visitor } = await signedInStaff(testApp);

  const approved = await visitor.post(`/v1/admin/reviews/${review.id}/approve`, {});

  expect(approved.statusCode).toBe(200);
  expect((await reviewRow(review.id))?.status).toBe('published');
  const audit = await testApp.database.db.select().from(customerReviewDecision).where(eq(customerReviewDecision.reviewId, review.id));
  expect(audit).toMatchObject([{ staffId: staff.id, decision: 'published' }]);
  expect((await visitor.post(`/v1/admin/reviews/${review.id}/reject`, { reason: 'offensive' })).statusCode).toBe(409);
});

test('rejecting takes a reason from the fixed list, and "other" needs a note', async () => {
  const { review } = await writtenReview(testApp);
  const { visitor } = await signedInStaff(testApp);

  expect((await visitor.post(`/v1/admin/reviews/${review.id}/reject`, { reason: 'bad vibes' })).json()).toEqual({
    errors: { reason: [m.rejectReasonMissing] },
  });
  expect((await visitor.post(`/v1/admin/reviews/${review.id}/reject`, { reason: 'other' })).json()).toEqual({
    errors: { note: [m.rejectNoteMissing] },
  });
  const rejected = await visitor.post(`/v1/admin/reviews/${review.id}/reject`, { reason: 'other', note: 'Written about another firm.' });

  expect(rejected.statusCode).toBe(200);
  expect(await reviewRow(review.id)).toMatchObject({
    status: 'rejected',
    rejectReason: 'other',
    rejectNote: 'Written about another firm.',
  });
});

test('two staff deciding at once: one decision and one audit row', async () => {
  const { review } = await writtenReview(testApp);
  const first = await signedInStaff(testApp);
  const second = await signedInStaff(testApp);

  const replies = await Promise.all([
    first.visitor.post(`/v1/admin/reviews/${review.id}/approve`, {}),
    second.visitor.post(`/v1/admin/reviews/${review.id}/reject`, { reason: 'not_customer' }),
  ]);

  expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
  expect(
    await testApp.database.db.select().from(customerReviewDecision).where(eq(customerReviewDecision.reviewId, review.id)),
  ).toHaveLength(1);
});

test('the trader replies once to a published review, and may report it for staff to look at again', async () => {
  const { visitor, review } = await writtenReview(testApp, { fields: { rating: 2 } });
  const reply = (text: string) => visitor.post(`/v1/account/reviews/${review.id}/reply`, { text });
  expect((await reply('Thank you for the feedback.')).json()).toEqual({ errors: { text: [m.reviewNotPublished] } });
  const staff = await signedInStaff(testApp);
  await staff.visitor.post(`/v1/admin/reviews/${review.id}/approve`, {});

  expect((await reply('Short')).json()).toEqual({ errors: { text: [m.replyTooShort] } });
  const replies = await Promise.all([reply('Thank you, sorry we were late.'), reply('A second reply in the same moment.')]);
  expect(replies.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  expect((await reviewRow(review.id))?.replyText).toMatch(/^(Thank you, sorry we were late\.|A second reply in the same moment\.)$/);

  expect((await visitor.post(`/v1/account/reviews/${review.id}/report`, {})).statusCode).toBe(200);
  expect((await visitor.post(`/v1/account/reviews/${review.id}/report`, {})).json()).toEqual({ errors: { general: [m.reportedAlready] } });
  expect((await listed('reported')).map((row) => row.id)).toContain(review.id);
  const other = await newSignedInTrader(testApp);
  expect((await other.visitor.post(`/v1/account/reviews/${review.id}/reply`, { text: 'Not my review at all.' })).statusCode).toBe(404);
});

test('the account lists its reviews with the average of the published ones to one decimal', async () => {
  const trader = await newSignedInTrader(testApp);
  const staff = await signedInStaff(testApp);
  for (const rating of [5, 4, 4]) {
    const { review } = await writtenReview(testApp, { trader, fields: { rating } });
    await staff.visitor.post(`/v1/admin/reviews/${review.id}/approve`, {});
  }
  await writtenReview(testApp, { trader, fields: { rating: 1 } });

  const reply = (await trader.visitor.get('/v1/account/reviews')).json<{
    average: number;
    count: number;
    reviews: unknown[];
    invitations: { status: string }[];
  }>();

  expect(reply).toMatchObject({ average: 4.3, count: 3 });
  expect(reply.reviews).toHaveLength(4);
  expect(reply.invitations.map((row) => row.status)).toEqual(['reviewed', 'reviewed', 'reviewed', 'reviewed']);
});

test('a trader cannot reach the moderation calls', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  expect((await visitor.get('/v1/admin/reviews?status=pending')).statusCode).toBe(401);
});
