import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../server/src/db/client';
import { customerReview, reviewInvitation } from '../server/src/db/schema/index';

/** As many published reviews as a busy trader's first year brings: the profile draws the newest, the average and count. */
export const BENCH_REVIEWS = 40;

const TITLES = ['Boiler fitted in a day', 'Leak found and fixed fast', 'Tidy bathroom refit', 'Fair price, good work'];
const TEXT =
  'Arrived when promised, explained what was wrong before starting, finished the job the same day and left the house tidy. Would ask again.';

/** Published reviews of `userId`, each through its own used invitation, every third one replied to. */
export async function seedPublishedReviews(db: Database, userId: number, count = BENCH_REVIEWS): Promise<void> {
  const now = Date.now();
  for (let index = 0; index < count; index += 1) {
    const email = `bench-customer-${index}@example.co.uk`;
    const written = new Date(now - (count - index) * 86_400_000);
    const [invitation] = await db
      .insert(reviewInvitation)
      .values({
        userId,
        name: `Customer ${index}`,
        email,
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        expiresAt: new Date(now + 60 * 86_400_000),
        usedAt: written,
      })
      .returning({ id: reviewInvitation.id });
    if (!invitation) throw new Error('bench: the invitation was not stored');
    await db.insert(customerReview).values({
      userId,
      invitationId: invitation.id,
      rating: [5, 4, 5, 3, 5][index % 5] ?? 5,
      title: TITLES[index % TITLES.length] ?? 'Good work',
      text: TEXT,
      jobMonth: written.toISOString().slice(0, 7),
      reviewerName: `Sam ${String.fromCharCode(65 + (index % 26))}.`,
      reviewerEmail: email,
      status: 'published',
      decidedAt: written,
      createdAt: written,
      ...(index % 3 === 0 ? { replyText: 'Thank you, it was good to work with you.', repliedAt: written } : {}),
    });
  }
}
