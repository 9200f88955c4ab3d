import { useState } from 'react';
import { JobPriceNote } from '#web/features/membership/job-price-note';
import { PaygBox } from '#web/features/membership/payg-box';
import { PlanList } from '#web/features/membership/plan-list';
import { FREE_MONTH_USED } from '#web/components/promises/trial-and-support';
import { Button } from '#web/components/ui/button';
import {
  choosePayAsYouGo,
  keepCurrentPlan,
  pickPlan,
  serverErrorUnderGeneral,
  signupOffer,
  termsProblem,
  useMembershipOffer,
} from '#web/features/membership/membership-choice';
import { useGo } from '#web/lib/navigation';
import { pageConfig } from '#web/lib/page-config';
import { useFormAction } from '#web/lib/use-form-action';
import { ownJobPrice, useOwnJobPrice } from '#web/features/membership/use-own-job-price';
import { useUser } from '#web/lib/user-store';
import { SubscriptionTermsCheckbox } from '#web/shell/legal/subscription-terms-checkbox';
import { StepFrame } from '#web/shell/step-frame';
import { useAutoSkip } from '#web/shell/use-auto-skip';
import { useStepLinks } from '#web/shell/use-step-links';
import { MembershipSummary } from './membership-summary';

// the plans and the lead price arrive with the screen: plans filling in later would push the page down (decision 148)
export const preload = () => Promise.allSettled([signupOffer.preload(), ownJobPrice.preload()]);

/** The membership step; the form option autoSkipMembership moves straight on. */
export default function MembershipStep() {
  const skipping = useAutoSkip('membership', pageConfig.formOptions.autoSkipMembership);
  return skipping ? null : <MembershipScreen />;
}

function MembershipScreen() {
  const user = useUser();
  const go = useGo();
  const { next } = useStepLinks('membership');
  const { offer, reload } = useMembershipOffer('signup');
  const form = useFormAction({ trackAs: 'membership' });
  const leadPrice = useOwnJobPrice('membership');
  const typical = leadPrice?.lead_credits?.typical ?? null;
  const [picked, setPicked] = useState<number | null>(null);
  const [terms, setTerms] = useState(false);
  const selected = picked ?? offer?.pre_selected ?? null;
  const choosing = offer?.open ?? false;
  const trial = offer?.subscriptions.find((plan) => plan.id === selected)?.promotion?.type === 'FREE_TRIAL';

  // choosing PAYG or a plan refreshes user info, then moves on
  const choose = (action: () => Promise<unknown>) =>
    form.run(async () => {
      await action();
      if (next) go(next);
    }, serverErrorUnderGeneral(form));

  // a plan change waiting for its anniversary can be undone here too (decision 065)
  const keep = () =>
    form.run(async () => {
      await keepCurrentPlan();
      reload();
    }, serverErrorUnderGeneral(form));

  async function onContinue() {
    if (!choosing) return next ? go(next) : undefined;
    const problem = termsProblem(terms);
    if (problem) return form.setErrors({ terms: [problem] });
    if (selected !== null) await choose(() => pickPlan(selected, terms));
  }

  return (
    <StepFrame
      route="membership"
      heading="Choose a monthly subscription"
      intro={
        choosing ? (
          <>
            <p>Get credits for leads every month. Change or cancel your plan at any time.</p>
            {/* one free month per trader, also across a closed account with the same verified phone or e-mail (decision 106) */}
            {offer?.free_month_used && <p>{FREE_MONTH_USED}</p>}
          </>
        ) : undefined
      }
      pending={form.pending || offer === null}
      showSkip={user?.flags.setup_membership_skip ?? false}
      continueLabel={choosing ? (trial ? 'START FREE TRIAL' : 'Start my plan') : 'Continue'}
      onContinue={onContinue}
      generalError={form.error('general')}
    >
      {offer === null && <p className="loading">Loading plans…</p>}
      {offer && !choosing && user && (
        <MembershipSummary user={user} scheduled={offer.scheduled ?? null} onKeep={keep} pending={form.pending} />
      )}
      {offer && choosing && (
        <>
          <JobPriceNote price={leadPrice} postcode={user?.location.postcode ?? null} />
          <PlanList offer={offer} selected={selected} onSelect={setPicked} typicalLeadCredits={typical} />
          {offer.show_payg && (
            <PaygBox typicalLeadCredits={typical}>
              <Button variant="link" className="plan-card__action" disabled={form.pending} onClick={() => choose(choosePayAsYouGo)}>
                Or choose Pay as you go
              </Button>
            </PaygBox>
          )}
          <SubscriptionTermsCheckbox checked={terms} onChange={setTerms} error={form.error('terms')} />
        </>
      )}
    </StepFrame>
  );
}
