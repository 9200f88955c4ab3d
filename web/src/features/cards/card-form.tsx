import type { ReactNode } from 'react';
import { AddressFinder } from '#web/components/address/address-finder';
import { Checkbox } from '#web/components/ui/checkbox';
import { TextField } from '#web/components/ui/text-field';
import { pageConfig } from '#web/lib/page-config';
import { CardTrust } from './card-trust';
import { LocalCardFields } from './local-card-fields';
import { StripeCardFields } from './stripe-card-fields';
import type { useCardForm } from './use-card-form';

/**
 * The card form's fields (the billing step): card, billing address, terms of supply. `supplyTermsLink` is the
 * link that opens the Terms of Supply, which the screen using the form brings (a feature imports no shell).
 */
export function CardForm({ step, supplyTermsLink }: { step: ReturnType<typeof useCardForm>; supplyTermsLink: ReactNode }) {
  const { form, finder, text, tick } = step;
  const { provider, publishableKey } = pageConfig.cards;
  return (
    <>
      <fieldset className="billing__section">
        <legend className="billing__legend">Card details</legend>
        <CardTrust />
        {/* the card's own fields in one box, as on the card itself */}
        <div className="billing__card-fields" role="group" aria-label="Your card">
          {/* a refusal of the card itself (declined, the bank's check closed) sits on the card, heard and focused */}
          {form.error('general') && (
            <p className="field-error billing__card-refusal" role="alert" data-field="general" tabIndex={-1}>
              {form.error('general')}
            </p>
          )}
          <TextField label="Name on card" autoComplete="cc-name" {...text('name')} />
          {provider === 'stripe' && publishableKey ? (
            <StripeCardFields publishableKey={publishableKey} onReady={step.setStripeDriver} error={form.error} />
          ) : (
            <LocalCardFields text={text} />
          )}
        </div>
      </fieldset>
      <fieldset className="billing__section">
        <legend className="billing__legend">Billing address</legend>
        <AddressFinder finder={finder} postcodeLabel="Billing postcode" section="billing" />
      </fieldset>
      {step.session?.terms && <Checkbox {...tick('terms')} label={<>I agree to the {supplyTermsLink}</>} />}
    </>
  );
}
