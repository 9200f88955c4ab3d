import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { BillingDetails } from './card-driver';
import { createStripeCardDriver } from './stripe-card-driver';

// Stripe.js cannot load here (no network), so a stand-in with Stripe.js's documented replies
// checks what our driver asks of it and how it reads the answers.

const billing: BillingDetails = {
  name: 'Sam Fletcher',
  address: { line1: '1 Piccadilly', line2: '', city: 'Manchester', state: '', postal_code: 'M1 1AE', country: 'GB' },
};
const numberElement = { elementType: 'cardNumber' } as unknown as StripeCardNumberElement;

function fakeStripe(replies: Partial<Record<'confirmCardSetup' | 'retrieveSetupIntent' | 'createToken' | 'handleNextAction', unknown>>) {
  const stripe = {
    confirmCardSetup: vi.fn(async () => replies.confirmCardSetup),
    retrieveSetupIntent: vi.fn(async () => replies.retrieveSetupIntent),
    createToken: vi.fn(async () => replies.createToken),
    handleNextAction: vi.fn(async () => replies.handleNextAction ?? {}),
  };
  return { stripe, driver: createStripeCardDriver(stripe as unknown as Stripe, numberElement, () => 'visa') };
}

describe('the Stripe.js card driver', () => {
  it('confirms the setup with the card element and billing details, leaving the bank redirect to our popup', async () => {
    const { stripe, driver } = fakeStripe({
      confirmCardSetup: {
        setupIntent: {
          status: 'requires_action',
          payment_method: 'pm_123',
          next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://bank.example/3ds' } },
        },
      },
    });

    const result = await driver.confirmSetup('seti_1_secret_x', billing, 'https://app.example/return');

    expect(stripe.confirmCardSetup).toHaveBeenCalledWith(
      'seti_1_secret_x',
      { payment_method: { card: numberElement, billing_details: billing }, return_url: 'https://app.example/return' },
      { handleActions: false },
    );
    expect(result).toEqual({ kind: 'requires_action', paymentMethodId: 'pm_123', url: 'https://bank.example/3ds' });
  });

  it('reads a success with an expanded payment method', async () => {
    const { driver } = fakeStripe({ confirmCardSetup: { setupIntent: { status: 'succeeded', payment_method: { id: 'pm_456' } } } });
    expect(await driver.confirmSetup('secret', billing, 'https://app.example/return')).toEqual({
      kind: 'succeeded',
      paymentMethodId: 'pm_456',
    });
  });

  it("passes a decline on with Stripe's code and decline code, for the form's field mapping", async () => {
    const { driver } = fakeStripe({
      confirmCardSetup: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    });
    expect(await driver.confirmSetup('secret', billing, 'https://app.example/return')).toEqual({
      kind: 'error',
      error: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it('lets Stripe.js handle a next action that is not a redirect', async () => {
    const { stripe, driver } = fakeStripe({
      confirmCardSetup: { setupIntent: { status: 'requires_action', payment_method: 'pm_789', next_action: { type: 'use_stripe_sdk' } } },
    });
    expect(await driver.confirmSetup('secret', billing, 'https://app.example/return')).toEqual({
      kind: 'succeeded',
      paymentMethodId: 'pm_789',
    });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'secret' });
  });

  it("reads the intent after the bank's check, with the last setup error when it failed", async () => {
    const { driver } = fakeStripe({
      retrieveSetupIntent: {
        setupIntent: {
          status: 'requires_payment_method',
          payment_method: null,
          last_setup_error: { code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
        },
      },
    });
    expect(await driver.retrieveSetup('secret')).toEqual({
      status: 'requires_payment_method',
      paymentMethodId: null,
      error: {
        code: 'setup_intent_authentication_failure',
        declineCode: null,
        message: 'We are unable to authenticate your payment method.',
      },
    });
  });

  it('makes a one-off token with the billing address in card-token fields', async () => {
    const { stripe, driver } = fakeStripe({ createToken: { token: { id: 'tok_1' } } });
    expect(await driver.createToken(billing)).toEqual({ token: 'tok_1' });
    expect(stripe.createToken).toHaveBeenCalledWith(numberElement, {
      name: 'Sam Fletcher',
      address_line1: '1 Piccadilly',
      address_line2: '',
      address_city: 'Manchester',
      address_state: '',
      address_zip: 'M1 1AE',
      address_country: 'GB',
    });
  });

  it('turns a network failure without a code into a processing error', async () => {
    const { driver } = fakeStripe({ confirmCardSetup: { error: { type: 'api_connection_error' } } });
    const result = await driver.confirmSetup('secret', billing, 'https://app.example/return');
    expect(result).toEqual({ kind: 'error', error: expect.objectContaining({ code: 'processing_error' }) });
  });
});
