import { z } from 'zod';
import type { CardDetails } from '#server/providers/payments/index';
import type { VaultIntent } from '#server/providers/payments/local-vault';

/** The billing details as Stripe.js sends them. */
export const billingDetails = z
  .object({
    name: z.string().max(100).default(''),
    address: z
      .object({
        line1: z.string().max(100).default(''),
        line2: z.string().max(100).nullish(),
        city: z.string().max(60).default(''),
        state: z.string().max(60).nullish(),
        postal_code: z.string().max(12).default(''),
        country: z.string().max(2).default('GB'),
      })
      .default({ line1: '', city: '', postal_code: '', country: 'GB' }),
  })
  .default({ name: '', address: { line1: '', city: '', postal_code: '', country: 'GB' } });

export const cardInput = z.object({
  number: z.string().max(30),
  exp_month: z.coerce.number().int(),
  exp_year: z.coerce.number().int(),
  cvc: z.string().max(10),
});

export function toBilling(details: z.output<typeof billingDetails>): CardDetails['billing'] {
  const { address } = details;
  return {
    name: details.name,
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    county: address.state ?? '',
    postcode: address.postal_code,
    country: address.country,
  };
}

/** A payment method in Stripe's shape, without the number or security code (which were never kept). */
export function paymentMethodJson(card: CardDetails) {
  const { billing } = card;
  return {
    id: card.id,
    object: 'payment_method',
    type: 'card',
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, fingerprint: card.fingerprint },
    billing_details: {
      name: billing.name,
      address: {
        line1: billing.line1,
        line2: billing.line2,
        city: billing.city,
        state: billing.county,
        postal_code: billing.postcode,
        country: billing.country,
      },
    },
  };
}

export function setupIntentJson(intent: VaultIntent) {
  return {
    id: intent.id,
    object: 'setup_intent',
    client_secret: intent.clientSecret,
    status: intent.status,
    payment_method: intent.paymentMethodId,
    last_setup_error: intent.error
      ? { type: 'card_error', code: intent.error.code, decline_code: intent.error.declineCode, message: intent.error.message }
      : null,
    next_action:
      intent.status === 'requires_action' && intent.challengeId
        ? { type: 'redirect_to_url', redirect_to_url: { url: `/dev-bank/3ds/${intent.challengeId}`, return_url: intent.returnUrl } }
        : null,
  };
}

export function cardErrorJson(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { type: 'card_error', code, message, ...extra } };
}
