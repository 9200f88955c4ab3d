import { useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { MembershipChoiceReply } from '#common/contract/calls/membership';
import type { UserView } from '#common/contract/user';
import { sitePages } from '#common/routes';
import { changeDateText } from '#web/lib/change-date';
import { JobPriceNote } from './job-price-note';
import { PaygBox } from './payg-box';
import { PlanList } from './plan-list';
import { ScheduledChange } from './scheduled-change';
import { Button } from '#web/components/ui/button';
import {
  choosePayAsYouGo,
  keepCurrentPlan,
  pickPlan,
  serverErrorUnderGeneral,
  termsProblem,
  useMembershipOffer,
} from './membership-choice';
import { useFormAction } from '#web/lib/use-form-action';
import { useOwnJobPrice } from './use-own-job-price';
import { MembershipStatusLine } from './membership-status-line';
import './membership-plans.css';

/** The terms checkbox with its link to the terms, which the page brings (a feature imports no shell). */
export type TermsCheckbox = ComponentType<{ checked: boolean; onChange: (checked: boolean) => void; error?: string }>;

/** The account's plans page: the current plan marked, and the same pick and PAYG choices as the setup step. */
export function MembershipPlans({ user, TermsCheckbox }: { user: UserView; TermsCheckbox: TermsCheckbox }) {
  const { offer, reload } = useMembershipOffer('account');
  const form = useFormAction();
  // what a typical lead costs near the trader, as on the plan step (decision 116)
  const leadPrice = useOwnJobPrice('membership_plans');
  const typical = leadPrice?.lead_credits?.typical ?? null;
  const [picked, setPicked] = useState<number | null>(null);
  const [terms, setTerms] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const currentPlanId = user.membership_status === 'PICKED' ? (offer?.pre_selected ?? null) : null;
  const selected = picked ?? offer?.pre_selected ?? null;
  const selectedPlan = offer?.subscriptions.find((plan) => plan.id === selected);

  // a change after the free month waits for its monthly anniversary (decision 065): say so, not "now on"
  const choose = (action: () => Promise<MembershipChoiceReply>, message: string) =>
    form.run(async () => {
      const reply = await action();
      reload();
      setPicked(null);
      setTerms(false);
      const scheduled = reply.scheduled ?? null;
      setDone(scheduled ? `Your plan changes to ${scheduled.plan_name} on ${changeDateText(scheduled.at)}.` : message);
    }, serverErrorUnderGeneral(form));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = termsProblem(terms);
    if (problem) return form.setErrors({ terms: [problem] });
    if (selectedPlan) void choose(() => pickPlan(selectedPlan.id, terms), `You are now on the ${selectedPlan.name} plan.`);
  }

  const isCurrent = selected !== null && selected === currentPlanId;
  const label = isCurrent
    ? 'This is your current plan'
    : selectedPlan?.promotion
      ? 'START FREE TRIAL'
      : currentPlanId
        ? 'Switch to this plan'
        : 'Choose this plan';
  const paygCurrent = user.membership_status === 'PAYG';
  const scheduled = offer?.scheduled ?? null;
  const currentName = user.membership.plan?.name ?? null;

  return (
    <article className="page account membership-plans">
      <p className="membership-plans__back">
        <Link to={sitePages.myAccount}>Back to my account</Link>
      </p>
      <h1>Membership plans</h1>
      <MembershipStatusLine user={user} />
      {scheduled && currentName && (
        <ScheduledChange
          scheduled={scheduled}
          currentName={currentName}
          pending={form.pending}
          onKeep={() => choose(keepCurrentPlan, `You are keeping the ${currentName} plan.`)}
        />
      )}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {offer === null ? (
        <p className="loading">Loading plans…</p>
      ) : (
        <form className="membership-plans__form" onSubmit={submit} noValidate aria-busy={form.pending || undefined}>
          <JobPriceNote price={leadPrice} postcode={user.location.postcode} />
          <PlanList offer={offer} selected={selected} onSelect={setPicked} currentPlanId={currentPlanId} typicalLeadCredits={typical} />
          <TermsCheckbox checked={terms} onChange={setTerms} error={form.error('terms')} />
          {form.error('general') && (
            <p className="field-error" role="alert" data-field="general">
              {form.error('general')}
            </p>
          )}
          <Button type="submit" pending={form.pending} disabled={isCurrent}>
            {label}
          </Button>
          {offer.changes_from && (
            <p className="membership-plans__when">
              A change made now starts on your monthly anniversary, {changeDateText(offer.changes_from)}.
            </p>
          )}
          {(offer.show_payg || paygCurrent) && (
            <PaygBox current={paygCurrent} typicalLeadCredits={typical}>
              {offer.show_payg && !scheduled?.payg && (
                <Button
                  variant="link"
                  className="plan-card__action"
                  disabled={form.pending}
                  onClick={() => choose(choosePayAsYouGo, 'You are now on Pay as you go.')}
                >
                  Switch to Pay as you go
                </Button>
              )}
            </PaygBox>
          )}
        </form>
      )}
    </article>
  );
}
