import type { FastifyInstance } from 'fastify';
import { account } from '#common/contract/index';
import { fieldError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createUserPopupRepo } from '#server/repos/user-popup-repo';

/** More than any screen has: a client inventing names cannot grow the table without end. */
export const MAX_POPUPS_PER_USER = 50;

/** The popups call, `POST /v1/account/popups` (decision 048). */
export default async function popupRoutes(app: FastifyInstance) {
  const popups = createUserPopupRepo(app.db);
  registerCall(app, account.popupShown, async ({ input, request }) => {
    const userId = requireUser(request);
    if (!input.is_shown) await popups.clear(userId, input.popup);
    else {
      const known = (await popups.listOf(userId)).some((entry) => entry.popup === input.popup);
      if (!known && (await popups.countOf(userId)) >= MAX_POPUPS_PER_USER)
        throw fieldError('popup', 'Too many popups have been recorded for this account.');
      await popups.markShown(userId, input.popup);
    }
    return { success: true as const, popups_shown: await popups.listOf(userId) };
  });
}
