import type { Stripe, StripeCardNumberElement, StripeError } from '@stripe/stripe-js';
import type { CardBrand } from '#common/cards';
import { networkError, type CardDriver, type ProviderError } from './card-driver';

function errorOf(error: StripeError | undefined): ProviderError {
  if (!error?.code) return error?.message ? { ...networkError, message: error.message } : networkError;
  return { code: error.code, declineCode: error.decline_code ?? null, message: error.message ?? '' };
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/** Stripe.js with card Elements (decision 028); next actions are ours to show, in our popup. */
export function createStripeCardDriver(stripe: Stripe, number: StripeCardNumberElement, brand: () => CardBrand | null): CardDriver {
  return {
    brand,
    async confirmSetup(clientSecret, billing, returnUrl) {
      const result = await stripe.confirmCardSetup(
        clientSecret,
        { payment_method: { card: number, billing_details: billing }, return_url: returnUrl },
        { handleActions: false },
      );
      if (result.error) return { kind: 'error', error: errorOf(result.error) };
      const intent = result.setupIntent;
      const paymentMethodId = idOf(intent.payment_method) ?? '';
      const url = intent.next_action?.redirect_to_url?.url;
      if (intent.status === 'requires_action' && url) return { kind: 'requires_action', paymentMethodId, url };
      if (intent.status === 'requires_action') {
        // a next action other than a redirect: Stripe.js shows it itself
        const handled = await stripe.handleNextAction({ clientSecret });
        if (handled.error) return { kind: 'error', error: errorOf(handled.error) };
      }
      return { kind: 'succeeded', paymentMethodId };
    },
    async retrieveSetup(clientSecret) {
      const result = await stripe.retrieveSetupIntent(clientSecret);
      if (result.error) return { status: 'unknown', paymentMethodId: null, error: errorOf(result.error) };
      const intent = result.setupIntent;
      const last = intent.last_setup_error;
      return {
        status: intent.status,
        paymentMethodId: idOf(intent.payment_method),
        error: last ? { code: last.code ?? 'card_declined', declineCode: last.decline_code ?? null, message: last.message ?? '' } : null,
      };
    },
    async createToken(billing) {
      const { address } = billing;
      const result = await stripe.createToken(number, {
        name: billing.name,
        address_line1: address.line1,
        address_line2: address.line2,
        address_city: address.city,
        address_state: address.state,
        address_zip: address.postal_code,
        address_country: address.country,
      });
      return result.error ? { error: errorOf(result.error) } : { token: result.token.id };
    },
  };
}
