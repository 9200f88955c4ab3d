import type { UserView } from '#common/contract/user';
import { changeDateText } from '#web/lib/change-date';
import { creditsText, pounds } from './plan-price';

/** A running free month's end and first fee, or nothing once the trial is over (or there is none). */
function trialFacts(membership: UserView['membership'], now: Date) {
  const { trial_ends_at: endsAt, first_charge_at: chargeAt } = membership;
  if (!endsAt || Date.parse(endsAt) <= now.getTime()) return null;
  return { endsOn: changeDateText(endsAt, now), chargeOn: chargeAt ? changeDateText(chargeAt, now) : null };
}

/** The account's money facts under the plan's line: credits held, the free month's end, the first fee. */
export function MembershipMoney({ user, now = new Date() }: { user: UserView; now?: Date }) {
  const plan = user.membership_status === 'PICKED' ? user.membership.plan : null;
  const trial = plan ? trialFacts(user.membership, now) : null;
  return (
    <dl className="membership-money">
      <div>
        <dt>Credit balance</dt>
        <dd>
          {creditsText(user.credit.cash)}
          {user.credit.discounts > 0 && `, and ${creditsText(user.credit.discounts)} from discounts`}
        </dd>
      </div>
      {trial && (
        <div>
          <dt>Free month ends</dt>
          <dd>{trial.endsOn}</dd>
        </div>
      )}
      {trial?.chargeOn && plan && (
        <div>
          <dt>First charge</dt>
          <dd>
            {pounds(plan.cost)} + VAT on {trial.chargeOn}, unless you cancel before then
          </dd>
        </div>
      )}
    </dl>
  );
}
