import { useState } from 'react';
import { Link } from 'react-router';
import type { UserView } from '#common/contract/user';
import { sitePages } from '#common/routes';
import { changeDateText } from '#web/lib/change-date';
import { Button } from '#web/components/ui/button';
import { cancelMembership, keepCurrentPlan, serverErrorUnderGeneral, useMembershipOffer } from './membership-choice';
import { useFormAction } from '#web/lib/use-form-action';
import { AccountSection } from '#web/components/account/account-sections';
import { MembershipMoney } from './membership-money';
import { MembershipStatusLine } from './membership-status-line';

/**
 * The membership area of /my-account (decision 089): cancel in two presses, the second after the
 * server's date for when the plan ends; no lock-in, and an e-mail afterwards.
 */
export function MembershipCancel({ user }: { user: UserView }) {
  const { offer, reload } = useMembershipOffer('account');
  const form = useFormAction();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const plan = user.membership_status === 'PICKED' ? user.membership.plan : null;
  const ending = offer?.scheduled?.payg ? offer.scheduled.at : null;

  const cancel = () =>
    form.run(async () => {
      const reply = await cancelMembership();
      reload();
      setConfirming(false);
      const when = reply.scheduled ? `ends on ${changeDateText(reply.ends_at)}` : 'has ended';
      setDone(`Your plan is cancelled: it ${when}. We have sent you an e-mail to confirm.`);
    }, serverErrorUnderGeneral(form));

  const keep = () =>
    form.run(async () => {
      await keepCurrentPlan();
      reload();
      setDone(`You are keeping the ${plan?.name ?? ''} plan.`);
    }, serverErrorUnderGeneral(form));

  return (
    <AccountSection name="membership" className="membership-area">
      <MembershipStatusLine user={user} />
      <MembershipMoney user={user} />
      {plan && ending && (
        <div className="membership-area__row">
          <p>
            Your {plan.name} plan ends on <strong>{changeDateText(ending)}</strong>. Nothing is charged after that.
          </p>
          <Button variant="secondary" pending={form.pending} onClick={keep}>
            Keep my plan
          </Button>
        </div>
      )}
      {plan && !ending && offer && !confirming && (
        <p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel membership
          </Button>
        </p>
      )}
      {plan && !ending && offer && confirming && (
        <div className="membership-area__confirm" role="group" aria-label="Cancel your membership?">
          <p>
            {offer.changes_from
              ? `Your ${plan.name} plan ends on ${changeDateText(offer.changes_from)}, as the subscription terms say. You keep its credits until then and nothing more is charged.`
              : `Your ${plan.name} plan ends today. You are in your free month, so nothing is charged.`}
          </p>
          <Button pending={form.pending} onClick={cancel}>
            Yes, cancel my plan
          </Button>
          <Button variant="link" onClick={() => setConfirming(false)}>
            Keep my plan
          </Button>
        </div>
      )}
      {form.error('general') && (
        <p className="field-error" role="alert" data-field="general">
          {form.error('general')}
        </p>
      )}
      <div role="status">{done && <p className="notice">{done}</p>}</div>
      <p className="membership-area__aside">
        No minimum term and no cancellation fee. Away for a while? Pause new leads in away mode; to stop paying too, cancel and choose a
        plan again when you are back. <Link to={sitePages.membershipPlans}>Change your plan</Link>
      </p>
    </AccountSection>
  );
}
