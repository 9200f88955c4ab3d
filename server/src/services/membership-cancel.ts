import type { FastifyInstance } from 'fastify';
import { londonToday, longDateText } from '#common/calendar-date';
import { sitePages } from '#common/routes';
import { appKey, appUrl } from '../env';
import { membershipCancelledEmail } from '../messages/membership-cancelled-email';
import { createMembershipPlanRepo } from '../repos/membership-plan-repo';
import { createUserRepo } from '../repos/user-repo';
import { createMembershipChoice } from './membership-choice';

/** Where the e-mails send a trader to change or cancel: the membership area of the account page (after sign-in). */
export function membershipAreaUrl(app: FastifyInstance): string {
  return `${appUrl(app.env)}${sitePages.myAccount}#membership`;
}

/** Cancel from the account page (decision 089): the pay-as-you-go rule, and the e-mail in the same transaction. */
export function createMembershipCancel(app: FastifyInstance) {
  const choice = createMembershipChoice(app.db, appKey(app.env));
  const users = createUserRepo(app.db);
  const plans = createMembershipPlanRepo(app.db);

  return (userId: number, now: Date) =>
    choice.cancel(userId, now, async ({ live, endsAt, atOnce }, tx) => {
      const trader = await users.findById(userId, tx);
      const plan = await plans.findById(live.planId, tx);
      if (!trader) return;
      const email = membershipCancelledEmail({
        to: trader.email,
        firstName: trader.firstName,
        planName: plan?.name ?? 'monthly',
        endsOn: longDateText(londonToday(endsAt)),
        atOnce,
        accountUrl: membershipAreaUrl(app),
      });
      // a notice: past an e-mail cap it is not sent and the cancel still stands (decision 103)
      await app.outbox.enqueue(email, tx, { accountId: trader.id, pastCap: 'drop' });
    });
}
