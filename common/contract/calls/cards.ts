import { z } from 'zod';
import { defineCall } from '../define-call';
import { cardErrorFields } from '../card-errors';
import { rowId, trackingEventName } from '../fields';

// At most 5 saved cards (a limit of the terms of supply).
export const MAX_CARDS = 5;
export const CARD_LIMIT_REACHED = 'You can store up to 5 cards. Please remove one first.';
/** The same card number as a card already saved (decision 115): shown under the card number. */
export const CARD_ALREADY_SAVED = 'This card is already saved on your account. Please enter a different card.';
/** Terms of supply: at least one card stays active. */
export const LAST_CARD_KEPT = 'You must keep at least one card on your account. Add another card before removing this one.';
export const TERMS_OF_SUPPLY_REQUIRED = 'Please agree to the terms of supply.';
export const SETUP_PING_INTERVAL_MS = 2000;
export const SETUP_MAX_PINGS = 10;
/** The country the card provider is told for every billing address. */
export const BILLING_COUNTRY_CODE = 'GB';
/** The message shown before the bank's page opens, and its countdown in seconds. */
export const authMessageTypes = ['CardAuthMessage1', 'CardAuthMessage2'] as const;
export const authCountdownSeconds: Record<(typeof authMessageTypes)[number], number> = {
  CardAuthMessage1: 5,
  CardAuthMessage2: 8,
};
/** What the page that ends a 3-D Secure check posts to our page (Stripe's return-url convention). */
export const THREE_DS_COMPLETE_MESSAGE = '3DS-authentication-complete';

const id = (label: string) =>
  z
    .string({ error: `The ${label} is missing.` })
    .trim()
    .min(1, `The ${label} is missing.`)
    .max(200, `The ${label} is not valid.`);
export const setupStatus = z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed']);
export type SetupStatus = z.infer<typeof setupStatus>;

/** A card setup session: one per card form; `id` is sent back as unique_id and session_id. */
export const setupMethod = defineCall({
  method: 'POST',
  path: '/api/billing/stripe/setup-method',
  auth: 'trader',
  input: z.object({
    form: z.string({ error: 'The form name must be text.' }).trim().max(64, 'The form name is too long.').default('signup'),
  }),
  output: z.object({
    method: z.enum(['TOKEN', 'intent']),
    id: z.string(),
    terms: z.boolean(),
    message_type: z.enum(authMessageTypes),
  }),
});

/** A new setup intent at the card provider for this session. */
export const setupIntent = defineCall({
  method: 'POST',
  path: '/api/billing/stripe/setup-intent',
  auth: 'trader',
  input: z.object({ unique_id: id('card session') }),
  output: z.object({
    id: z.string(),
    client_secret: z.string(),
    message_type: z.enum(authMessageTypes),
    return_url: z.string(),
    show_auth_message: z.boolean(),
  }),
});

/** The same path with `setup_id`: the browser gave up on this intent; the server records why. */
export const setupIntentFailure = defineCall({
  method: 'POST',
  path: '/api/billing/stripe/setup-intent',
  auth: 'trader',
  input: z.object({ setup_id: id('card setup'), unique_id: id('card session') }),
  output: z.object({ success: z.literal(true), status: setupStatus }),
});

/** A refused card: the provider's code, the form field it belongs under (or terms) and its text. */
const cardError = z.object({ code: z.string(), field: z.enum([...cardErrorFields, 'terms']), detailed: z.string() });
export type CardSaveError = z.infer<typeof cardError>;

/** Asked every 2 s, at most 10 times, while the provider finishes; `error` once it has failed. */
export const setupIntentPing = defineCall({
  method: 'POST',
  path: '/api/billing/stripe/setup-intent/ping',
  auth: 'trader',
  input: z.object({ setup_id: id('card setup'), unique_id: id('card session') }),
  output: z.object({ status: setupStatus, pings: z.number().int(), error: cardError.nullable() }),
});

const logValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()], {
  error: 'Each logged value must be short text, a number, true, false or null.',
});
/** Card-form events for support; digits that could be a card number are masked before logging. */
export const setupLogging = defineCall({
  method: 'POST',
  path: '/api/billing/stripe/logging',
  auth: 'trader',
  input: z.object({
    unique_id: id('card session'),
    event: trackingEventName,
    data: z
      .record(z.string().max(40, 'Each logged name may not be longer than 40 characters.'), logValue, {
        error: 'The logged data must be a list of names and values.',
      })
      .refine((data) => Object.keys(data).length <= 20, 'At most 20 values may be logged at once.')
      .default({}),
  }),
  output: z.object({ success: z.literal(true) }),
});

/** A card method, plus its id and brand. */
export const cardMethod = z.object({
  id: z.number(),
  last4: z.string(),
  expiry_format: z.string(),
  primary: z.boolean(),
  brand: z.string(),
});
export type CardMethod = z.infer<typeof cardMethod>;

/**
 * decision 029: a card the provider or our rules refuse is a 200 with `success: false` and
 * `errors[0].detailed` under `errors[0].field`; malformed input is the usual 422.
 */
export const cardSaveReply = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), method: cardMethod }),
  z.object({ success: z.literal(false), errors: z.array(cardError).min(1) }),
]);
export type CardSaveReply = z.infer<typeof cardSaveReply>;

const terms = z.boolean({ error: 'Please tick or untick the terms box.' }).optional().default(false);

export const methodSave = defineCall({
  method: 'POST',
  path: '/v1/account/billing/methods',
  auth: 'trader',
  input: z.object({ session_id: id('card session'), payment_method: id('payment method'), setup_id: id('card setup'), terms }),
  output: cardSaveReply,
});

/** The TOKEN method: a one-off card token instead of a setup intent. */
export const methodAdd = defineCall({
  method: 'POST',
  path: '/v1/account/billing/methods/add',
  auth: 'trader',
  input: z.object({ session_id: id('card session'), stripeToken: id('card token'), terms }),
  output: cardSaveReply,
});

export const methodList = defineCall({
  method: 'GET',
  path: '/v1/account/billing/methods',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ methods: z.array(cardMethod) }),
});

const ownCard = z.object({ id: rowId });
/** The trader's cards after a change, the primary first (decision 046). */
const cardsReply = z.object({ success: z.literal(true), methods: z.array(cardMethod) });

/** Makes a backup card the primary one; the old primary becomes a backup. */
export const methodPrimary = defineCall({
  method: 'POST',
  path: '/v1/account/billing/methods/:id/primary',
  auth: 'trader',
  params: ownCard,
  input: z.object({}),
  output: cardsReply,
});

/** Removes a card; removing the primary promotes the oldest backup; the last card stays (LAST_CARD_KEPT). */
export const methodRemove = defineCall({
  method: 'POST',
  path: '/v1/account/billing/methods/:id/delete',
  auth: 'trader',
  params: ownCard,
  input: z.object({}),
  output: cardsReply,
});
