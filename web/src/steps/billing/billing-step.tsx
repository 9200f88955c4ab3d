import { useGo } from '#web/lib/navigation';
import { LegalLink } from '#web/shell/legal/legal-link';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';
import { AuthPopup } from '#web/features/cards/auth-popup';
import { CardAdded } from '#web/features/cards/card-added';
import { CardForm } from '#web/features/cards/card-form';
import { accountCards, useCardForm } from '#web/features/cards/use-card-form';
import { WaitPopup } from '#web/features/cards/wait-popup';
import '#web/features/cards/cards.css';

// the saved cards and the card session arrive with the screen, so the form appears whole (decision 148)
export const preload = accountCards.preload;

/** The billing step ("Add a Card"): the saved primary card, or the card form. */
export default function BillingStep() {
  const go = useGo();
  const { next } = useStepLinks('billing');
  // Once a card is added, the user is refreshed and the flow moves on
  const step = useCardForm({ onAdded: () => (next ? go(next) : undefined) });
  const { form, finder } = step;
  if (step.primary || step.methods === null) {
    return (
      <StepFrame route="billing" heading="Add a Card" showSkip={false} pending={step.methods === null}>
        {step.primary ? <CardAdded card={step.primary} /> : <p className="loading">Loading your cards…</p>}
      </StepFrame>
    );
  }
  return (
    <StepFrame
      route="billing"
      heading="Add a Card"
      intro={<p>Add the card your leads will be paid with. We accept Visa, Mastercard and American Express.</p>}
      continueLabel="Add Card"
      pending={form.pending || finder.form.pending}
      onContinue={step.submit}
    >
      <CardForm step={step} supplyTermsLink={<LegalLink document="supply">Terms of Supply</LegalLink>} />
      {step.auth && <AuthPopup request={step.auth} onDone={step.finishAuth} />}
      <WaitPopup open={step.verifying} onClose={step.hideWait} />
    </StepFrame>
  );
}
