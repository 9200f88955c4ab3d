import { z } from 'zod';
import { defineCall } from '../define-call';
import { acceptance, rowId } from '../fields';

// The membership terms checkbox is sent with the pick
export const SUBSCRIPTION_TERMS_REQUIRED = 'Please agree to the subscription terms.';
export const PLAN_UNAVAILABLE = 'That plan is no longer available. Please choose another.';

/**
 * Pay as you go is no plan row and no subscription: the trader buys credits lead by lead
 * (decision 026). Both sides show it with these words.
 */
export const PAYG_OPTION = { name: 'Pay as you go', cost: 'No Monthly Fee', credits: 0 } as const;

/** A membership plan: one monthly subscription a trader can pick. */
export const membershipPlan = z.object({
  id: z.number(),
  name: z.string(),
  /** `cost`: the monthly fee in pounds before VAT (59 → "£59 + VAT / month"). */
  plan: z.object({ cost: z.number() }),
  /** `credits` added every month; `categories`: how many job categories the plan's leads come from. */
  benefits: z.object({ credits: z.number(), categories: z.number() }),
  /** FREE_TRIAL: the first month is free; null once this trader has had a free trial. */
  promotion: z.object({ type: z.literal('FREE_TRIAL') }).nullable(),
});
export type MembershipPlan = z.infer<typeof membershipPlan>;

export { PAYG_CREDIT_PENCE } from '../credit-price';

/**
 * A plan change waiting for its monthly anniversary (decision 065):
 * to `plan_id`, or to pay as you go when `payg` (then `plan_id` is null); `plan_name` is what the
 * screen names it ("Pay as you go" for that); `at`: when it takes effect (ISO).
 */
export const scheduledChange = z
  .object({ plan_id: z.number().nullable(), plan_name: z.string(), payg: z.boolean(), at: z.string() })
  .nullable();
export type ScheduledChange = z.infer<typeof scheduledChange>;

/** The reply of every membership choice: the change waiting for its date, or null when it applied at once. */
export const membershipChoiceReply = z.object({ success: z.literal(true), scheduled: scheduledChange });
export type MembershipChoiceReply = z.infer<typeof membershipChoiceReply>;

/** Where the list is shown: the setup step, or the account's plans page. */
export const membershipPage = z.enum(['signup', 'account'], { error: 'We could not tell which page the plans are for.' });

/**
 * The membership response.
 * - `subscriptions`: the plans on offer, cheapest first.
 * - `show_payg`: offer pay as you go as a choice (false when the trader is on it already).
 * - `pre_selected`: the plan chosen when the list opens: the trader's live plan, else the plan flagged as the default.
 * - `highlight`: the plan tagged "Most Popular": the one more traders are on now than any other, or null (decision 117).
 * - `open`: show the list straight away; on the setup step only while the trader must still choose.
 * - `scheduled`: a change waiting for its monthly anniversary, or null.
 * - `changes_from`: when a change asked for now would take effect (ISO); null when it applies at once
 *   (no plan yet, pay as you go, or during the free month).
 * - `free_month_used`: no plan starts with a free month for this trader: they have had it, on this account or
 *   on an earlier one with the same verified phone or e-mail (every `promotion` is then null).
 */
export const membershipsReply = z.object({
  subscriptions: z.array(membershipPlan),
  show_payg: z.boolean(),
  pre_selected: z.number().nullable(),
  highlight: z.number().nullable(),
  open: z.boolean(),
  scheduled: scheduledChange,
  changes_from: z.string().nullable(),
  free_month_used: z.boolean(),
});
export type MembershipsReply = z.infer<typeof membershipsReply>;

export const memberships = defineCall({
  method: 'GET',
  path: '/v1/account/billing/memberships',
  auth: 'trader',
  input: z.object({ page: membershipPage.default('account') }),
  output: membershipsReply,
});

/**
 * Starts the plan's free trial (membership_status PICKED). Picking another plan switches the one live
 * subscription at once during the free month, and after it on the next monthly anniversary
 * (`scheduled`); picking the current plan again undoes a change waiting. It never makes a second.
 */
export const membershipPick = defineCall({
  method: 'POST',
  path: '/v1/account/billing/memberships/:id/pick',
  auth: 'trader',
  params: z.object({ id: rowId }),
  input: z.object({ terms: acceptance(SUBSCRIPTION_TERMS_REQUIRED) }),
  output: membershipChoiceReply,
});

/**
 * Moves the trader to pay as you go (membership_status PAYG): at once without a plan or during the
 * free month (the live subscription is cancelled), after it on the next monthly anniversary (`scheduled`).
 */
export const membershipPayg = defineCall({
  method: 'POST',
  path: '/v1/account/billing/memberships/payg',
  auth: 'trader',
  input: z.object({}),
  output: membershipChoiceReply,
});

/** Undoes a change waiting for its anniversary: the trader keeps the current plan. Nothing waiting is fine too. */
export const membershipScheduledCancel = defineCall({
  method: 'POST',
  path: '/v1/account/billing/memberships/scheduled/cancel',
  auth: 'trader',
  input: z.object({}),
  output: membershipChoiceReply,
});

export const NO_MEMBERSHIP_TO_CANCEL = 'You have no monthly plan to cancel.';

/**
 * Cancels the monthly plan from the account page (decision 089): the same rule as pay as you go (at
 * once in the free month, else on the next monthly anniversary with 3 days' notice), plus an e-mail.
 * `ends_at`: when the plan ends (ISO); no live plan is a 422 under general.
 */
export const membershipCancel = defineCall({
  method: 'POST',
  path: '/v1/account/billing/memberships/cancel',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true), ends_at: z.string(), scheduled: scheduledChange }),
});
