import { useEffect, useRef, useState } from 'react';
import { UNSUPPORTED_CARD } from '#common/contract/card-errors';
import { BILLING_COUNTRY_CODE, type CardMethod } from '#common/contract/calls/cards';
import { cards, type CallOutput } from '#common/contract/index';
import { isAcceptedBrand } from '#common/cards';
import { currentDraft, type AddressDraft } from '#web/components/address/address-finder-state';
import { useAddressFinder } from '#web/components/address/use-address-finder';
import { call } from '#web/lib/api';
import { preloadedAnswer } from '#web/lib/preloaded-answer';
import { ApiError } from '#web/lib/api-error';
import { pageConfig } from '#web/lib/page-config';
import { useFields } from '#web/lib/use-fields';
import { useFormAction } from '#web/lib/use-form-action';
import { refreshUser } from '#web/lib/user-store';
import type { AuthRequest } from './auth-popup';
import type { BillingDetails, CardDriver } from './card-driver';
import { firstCardFormError, type CardFormError } from './card-checks';
import { addCard } from './card-setup-flow';
import { createLocalCardDriver } from './local-card-driver';
import { endpoints } from '#common/contract/endpoints';

const emptyCardForm = { name: '', terms: false, number: '', expiry: '', cvc: '' };

const ADDRESS_FIELDS = new Set(['postcode', 'address', 'line_1', 'postal_town', 'country']);

function billingDetails(name: string, address: AddressDraft): BillingDetails {
  return {
    name: name.trim(),
    address: {
      line1: address.line_1,
      line2: address.line_2,
      city: address.postal_town,
      state: address.county,
      postal_code: address.postcode,
      country: BILLING_COUNTRY_CODE,
    },
  };
}

export interface CardFormOptions {
  /** What saves are tracked as in the step events: the step's route name by default. */
  trackAs?: string;
  /** After a card is saved and the user refreshed: the billing step moves on. */
  onAdded?: () => void;
  /** The account's cards page adds backups too: open a card session even when a primary card exists. */
  addingBackups?: boolean;
}

type CardSession = CallOutput<typeof cards.setupMethod>;

/** The billing step's saved cards, and a card session when none is primary: fetched with the step's chunk. */
export const accountCards = preloadedAnswer(async () => {
  const { methods } = await call(endpoints.cards.methodList, {});
  const session = methods.some((method) => method.primary) ? null : await call(endpoints.cards.setupMethod, { form: 'signup' });
  return { methods, session };
});

/** The card form's state: saved cards, the card session, the form and the bank popups (billing step and cards page). */
export function useCardForm(options: CardFormOptions = {}) {
  const [first] = useState(() => (options.addingBackups ? null : accountCards.fresh()));
  const [methods, setMethods] = useState<CardMethod[] | null>(first?.methods ?? null);
  const [session, setSession] = useState<CardSession | null>(first?.session ?? null);
  const [stripeDriver, setStripeDriver] = useState<CardDriver | null>(null);
  const [auth, setAuth] = useState<AuthRequest | null>(null);
  const [verifying, setVerifying] = useState(false);
  const authDone = useRef<(completed: boolean) => void>(() => undefined);
  const trackAs = options.trackAs ?? 'billing';
  const finder = useAddressFinder({ trackAs });
  const form = useFormAction({ trackAs });
  // the local provider's card number, expiry and CVC sit beside the name; with Stripe they stay in its frames
  const fields = useFields(emptyCardForm, form.error);
  const { name, terms } = fields.values;

  const fetchMethods = async () => (await call(endpoints.cards.methodList, {})).methods;
  async function reload(): Promise<CardMethod[]> {
    const list = await fetchMethods();
    setMethods(list);
    return list;
  }
  const openSession = async () => {
    const opened = await call(endpoints.cards.setupMethod, { form: 'signup' });
    setSession(opened);
    return opened;
  };

  useEffect(() => {
    if (first) return;
    reload()
      .then((list) => (list.some((method) => method.primary) && !options.addingBackups ? undefined : openSession()))
      .catch(() => setMethods((current) => current ?? []));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  function showCheck(error: CardFormError, address: AddressDraft | undefined) {
    if (!ADDRESS_FIELDS.has(error.field)) return form.setErrors({ [error.field]: [error.message] });
    // a chosen address missing a line opens the manual fields, so the message sits under its field
    if (address && !finder.state.manual && error.field !== 'postcode')
      finder.setState((state) => ({ ...state, manual: true, draft: address }));
    finder.fail({ [error.field]: [error.message] });
  }

  function authenticate(url: string, intent: { message_type: AuthRequest['messageType']; show_auth_message: boolean }) {
    return new Promise<boolean>((resolve) => {
      authDone.current = (completed) => {
        setAuth(null);
        resolve(completed);
      };
      setAuth({ url, messageType: intent.message_type, showMessage: intent.show_auth_message });
    });
  }

  async function submit() {
    finder.fail({});
    form.setErrors({});
    const address = currentDraft(finder.state);
    const suggestionsReturned = finder.state.suggestions.length > 0;
    const typedPostcode = finder.state.postcode;
    const check = firstCardFormError({ name, address, suggestionsReturned, typedPostcode, termsRequired: session?.terms ?? false, terms });
    if (check || !address) return check ? showCheck(check, address) : undefined;
    const driver = pageConfig.cards.provider === 'stripe' ? stripeDriver : createLocalCardDriver(fields.values);
    const brand = driver?.brand();
    if (brand && !isAcceptedBrand(brand)) return form.setErrors({ number: [UNSUPPORTED_CARD] });
    await form.run(async () => {
      if (!driver) throw new ApiError(422, 'card-provider', { general: ['The secure card form is still loading. Please try again.'] });
      const outcome = await addCard({
        session: session ?? (await openSession()),
        driver,
        billing: billingDetails(name, address),
        terms,
        authenticate,
        onVerifying: setVerifying,
      });
      if (outcome.kind === 'refused') {
        if (outcome.field === 'postcode') finder.fail({ postcode: [outcome.message] });
        // one road for errors: the form puts it under its field, scrolls there and tracks saved.error
        throw new ApiError(422, 'card-provider', outcome.field === 'postcode' ? {} : { [outcome.field]: [outcome.message] }, outcome.code);
      }
      const [list] = await Promise.all([fetchMethods(), refreshUser().catch(() => null)]);
      // the new card shows and the form clears in one render: nothing typed after the card appears is wiped
      setMethods(list);
      options.onAdded?.();
    });
  }

  /** After a card is added on the cards page: a clean form and a new card session for the next one. */
  function resetForm() {
    fields.setValues(emptyCardForm);
    void openSession();
  }

  return {
    methods,
    setMethods,
    resetForm,
    primary: methods?.find((method) => method.primary) ?? null,
    session,
    text: fields.text,
    tick: fields.tick,
    setStripeDriver,
    finder,
    form,
    auth,
    finishAuth: (completed: boolean) => authDone.current(completed),
    verifying,
    hideWait: () => setVerifying(false),
    submit,
  };
}
