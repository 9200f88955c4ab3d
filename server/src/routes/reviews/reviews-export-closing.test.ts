import { eq } from 'drizzle-orm';
import { customerReview, reviewInvitation } from '#server/db/schema/index';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { richTrader, TRADER_PASSWORD } from '#server-test/test-account-data';
import { writtenReview } from '#server-test/test-reviews';
import { signedInStaff } from '#server-test/test-staff';

const testApp = useTestApp(LIMITS_LIFTED);
const openPage = (path: string) => new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });

test('the export holds the invitations and reviews; closing the account takes its reviews off the public pages and erases them', async () => {
  const trader = await richTrader(testApp);
  const { review, email } = await writtenReview(testApp, { trader: { trader: trader.trader, visitor: trader.visitor } });
  const { visitor: staff } = await signedInStaff(testApp);
  await staff.post(`/v1/admin/reviews/${review.id}/approve`, {});
  expect((await openPage(`/t/${trader.url}`)).body).toContain('5.0 out of 5 from 1 review');

  const data = (await trader.visitor.get('/v1/account/export')).json<{ review_invitations: unknown[]; reviews: unknown[] }>();
  expect(data.review_invitations).toMatchObject([{ name: 'Alex Jones', email }]);
  expect(data.reviews).toMatchObject([{ rating: 5, reviewer_name: 'Alex J.', status: 'published' }]);
  expect(JSON.stringify(data.reviews)).not.toContain('user_agent');

  await trader.visitor.post('/v1/account/close/check', { password: TRADER_PASSWORD });
  expect((await trader.visitor.post('/v1/account/close', { confirm: true })).statusCode).toBe(200);

  expect((await openPage(`/t/${trader.url}`)).statusCode).toBe(404);
  expect((await openPage('/directory/plumber?postcode=M1+1AE')).body).not.toContain(`/t/${trader.url}`);
  const db = testApp.database.db;
  expect(await db.select().from(customerReview).where(eq(customerReview.userId, trader.trader.id))).toEqual([]);
  expect(await db.select().from(reviewInvitation).where(eq(reviewInvitation.userId, trader.trader.id))).toEqual([]);
});
