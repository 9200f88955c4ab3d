import { eq } from 'drizzle-orm';
import { DECLARATION, reviewMessages as m } from '#common/contract/calls/reviews';
import { customerReview } from '#server/db/schema/index';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { latestMessage, reviewLinkIn } from '#server-test/outbox-reader';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp(LIMITS_LIFTED);
const customer = () => `c-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`;

/** A trader's invitation as the customer receives it: the path of the link in the e-mail. */
async function invitedLink(name = 'Alex Jones') {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const email = customer();
  await visitor.post('/v1/account/reviews/invitations', { invitations: [{ name, email_address: email }] });
  const mail = await latestMessage(testApp.database.db, email, 'email');
  return { trader, email, link: reviewLinkIn(mail?.textBody ?? '') };
}

const apiPath = (link: string) => link.replace('/review/', '/v1/reviews/');
const review = {
  rating: 2,
  title: 'Late but tidy',
  text: 'They came two days late, but the new boiler works and they left the place tidy.',
  job_month: '2026-10',
  reviewer_name: 'Alex J.',
  declaration: true,
};
const reviewsOf = (userId: number) => testApp.database.db.select().from(customerReview).where(eq(customerReview.userId, userId));

function formPost(link: string, fields: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: apiPath(link),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });
}

test('the page names the business, offers stars, the fields and the declaration, and works without script', async () => {
  const { link } = await invitedLink();

  const page = await testApp.app.inject({ method: 'GET', url: link });

  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.body).toContain('<h1 id="review-heading">Review Smith &amp; Sons Plumbing</h1>');
  expect(page.body).toContain(`action="${apiPath(link)}"`);
  for (const n of [1, 2, 3, 4, 5]) expect(page.body).toContain(`name="rating" value="${n}"`);
  expect(page.body).toContain('value="Alex J."');
  expect(page.body).toContain(DECLARATION);
  expect(page.body).not.toContain('<script src');
});

test('a plain form post with mistakes redraws the page with a sentence under each field and keeps the link', async () => {
  const { trader, link } = await invitedLink();

  const response = await formPost(link, { title: 'Good', text: 'Too short', job_month: '2999-01', reviewer_name: 'Alex J.' });

  expect(response.statusCode).toBe(422);
  for (const sentence of [m.ratingMissing, m.textTooShort, m.jobMonthFuture, m.declarationMissing])
    expect(response.body).toContain(sentence);
  expect(response.body).toContain('value="Good"');
  expect(await reviewsOf(trader.id)).toHaveLength(0);
  const fixed = await formPost(link, { ...review, rating: '4', declaration: '1' } as unknown as Record<string, string>);
  expect(fixed.statusCode).toBe(200);
  expect(fixed.body).toContain('Thank you for your review');
  const [stored] = await reviewsOf(trader.id);
  expect(stored).toMatchObject({ rating: 4, status: 'pending', title: review.title, reviewerName: 'Alex J.' });
});

test('a JSON post stores the review pending, e-mails the customer a receipt, and the link then answers a sentence', async () => {
  const { trader, email, link } = await invitedLink();
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.post(apiPath(link), review);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
  const receipt = await latestMessage(testApp.database.db, email, 'email');
  expect(receipt?.subject).toBe('We have your review of Smith & Sons Plumbing');
  const again = await visitor.post(apiPath(link), review);
  expect(again.statusCode).toBe(422);
  expect(again.json()).toEqual({ errors: { general: [m.linkUsed] } });
  expect(await reviewsOf(trader.id)).toHaveLength(1);
  const page = await testApp.app.inject({ method: 'GET', url: link });
  expect(page.body).toContain(m.linkUsed);
});

test('ten parallel posts of one link store exactly one review', async () => {
  const { trader, link } = await invitedLink();

  const replies = await Promise.all(
    Array.from({ length: 10 }, () => formPost(link, { ...review, rating: '5', declaration: 'on' } as unknown as Record<string, string>)),
  );

  expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
  expect(await reviewsOf(trader.id)).toHaveLength(1);
});

test('an unknown or expired link answers a page saying so', async () => {
  const { trader, link } = await invitedLink();
  const { reviewInvitation } = await import('#server/db/schema/index');
  await testApp.database.db
    .update(reviewInvitation)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(reviewInvitation.userId, trader.id));

  for (const url of [link, '/review/not-a-real-token-at-all-0000000']) {
    const page = await testApp.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This review link has expired');
  }
  const post = await formPost(link, { ...review, rating: '5', declaration: '1' } as unknown as Record<string, string>);
  expect(post.statusCode).toBe(404);
  expect(post.body).toContain('This review link has expired');
});
