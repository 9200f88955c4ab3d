import { desc, eq } from 'drizzle-orm';
import { customerReview } from '../src/db/schema/index';
import { latestMessage, reviewLinkIn } from './outbox-reader';
import { Visitor, type TestApp } from './test-app';
import { newSignedInTrader } from './test-users';

export const REVIEW_BODY = {
  rating: 5,
  title: 'Boiler fitted in a day',
  text: 'Arrived on time, fitted the new boiler in a day and left everything spotless.',
  job_month: '2026-10',
  reviewer_name: 'Alex J.',
  declaration: true,
};

const customerEmail = () => `customer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`;

/**
 * A review written the way a customer writes one: the trader invites `email`, the customer follows the e-mailed
 * link and posts the review from `remoteAddress`. Returns the trader, their signed-in visitor and the stored review.
 */
export async function writtenReview(
  testApp: TestApp,
  options: {
    trader?: Awaited<ReturnType<typeof newSignedInTrader>>;
    email?: string;
    remoteAddress?: string;
    fields?: Partial<typeof REVIEW_BODY>;
  } = {},
) {
  const trader = options.trader ?? (await newSignedInTrader(testApp));
  const email = options.email ?? customerEmail();
  const invited = await trader.visitor.post('/v1/account/reviews/invitations', {
    invitations: [{ name: 'Alex Jones', email_address: email }],
  });
  if (invited.statusCode !== 200) throw new Error(`invitation failed: ${invited.body}`);
  const link = reviewLinkIn((await latestMessage(testApp.database.db, email, 'email'))?.textBody ?? '');
  const customer = new Visitor(testApp.app, options.remoteAddress);
  await customer.open();
  const written = await customer.post(link.replace('/review/', '/v1/reviews/'), { ...REVIEW_BODY, ...options.fields });
  if (written.statusCode !== 200) throw new Error(`review failed: ${written.body}`);
  const [review] = await testApp.database.db
    .select()
    .from(customerReview)
    .where(eq(customerReview.reviewerEmail, email))
    .orderBy(desc(customerReview.id))
    .limit(1);
  if (!review) throw new Error('the review was not stored');
  return { ...trader, email, review };
}
