import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInLink, session } from '#server/db/schema/index';
import { sha256, randomToken } from '#server/lib/tokens';
import { signInLinkPath } from '#server/services/sign-in-links';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { createUser } from '#server-test/test-users';

const testApp = useTestApp(LIMITS_LIFTED);

// decision 054: a sign-in link is used once, however many tabs open it at the same moment

describe('one sign-in link opened 20 times at once', () => {
  it('signs in once: one session, the other 19 are told the link expired', async () => {
    const user = await createUser(testApp.database.db);
    const token = randomToken();
    await testApp.database.db
      .insert(signInLink)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 30 * 60 * 1000) });

    const replies = await Promise.all(
      Array.from({ length: 20 }, async (_, n) =>
        new Visitor(testApp.app, `10.10.0.${n + 1}`).request('GET', signInLinkPath(token), undefined, {}),
      ),
    );

    const signedIn = replies.filter((reply) => reply.headers.location === '/my-account').length;
    const expired = replies.filter((reply) => String(reply.headers.location).endsWith('?link=expired')).length;
    const sessions = await testApp.database.db.select().from(session).where(eq(session.userId, user.id));
    console.log(
      `login-link burst: requests=${replies.length} limit=1 signed_in=${signedIn} told_expired=${expired} sessions=${sessions.length}`,
    );
    expect(replies.every((reply) => reply.statusCode === 302)).toBe(true);
    expect(signedIn).toBe(1);
    expect(expired).toBe(19);
    expect(sessions).toHaveLength(1);
  });
});
