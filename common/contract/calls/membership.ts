import { z } from 'zod';
import { defineCall } from '../define-call';
import { acceptance } from '../fields';

// spec setup-steps §5: the membership terms checkbox is sent with the pick
export const SUBSCRIPTION_TERMS_REQUIRED = 'Please agree to the subscription terms.';
export const PLAN_UNAVAILABLE = 'That plan is no longer available. Please choose another.';

/**
 * Pay as you go is no plan row and no subscription: the trader buys credits lead by lead
 * (docs/decisions/026-membership-plans.md). Both sides show it with these words.
 */
export const PAYG_OPTION = { name: 'Pay as you go', cost: 'No Monthly Fee', credits: 0 } as const;

/** spec §3 "Membership plan": one monthly subscription a trader can pick. */
export const membershipPlan = z.object({
  id: z.number(),
  name: z.string(),
  /** `cost`: the monthly fee in pounds before VAT (59 → "£59 + VAT / month"). */
  plan: z.object({ cost: z.number() }),
  /** `credits` added every month; `categories`: how many job categories the plan's leads come from. */
  benefits: z.object({ credits: z.number(), categories: z.number() }),
  /** FREE_TRIAL: the first month is free (spec §9); null once this trader has had a free trial. */
  promotion: z.object({ type: z.literal('FREE_TRIAL') }).nullable(),
});
export type MembershipPlan = z.infer<typeof membershipPlan>;

/** Where the list is shown: the setup step, or the account's plans page. */
export const membershipPage = z.enum(['signup', 'account']);

/**
 * spec §3 "Membership response".
 * - `subscriptions`: the plans on offer, cheapest first.
 * - `show_payg`: offer pay as you go as a choice (false when the trader is on it already).
 * - `pre_selected`: the plan chosen when the list opens: the trader's live plan, else the highlight.
 * - `highlight`: the plan tagged "Most Popular", or null.
 * - `open`: show the list straight away; on the setup step only while the trader must still choose.
 */
export const membershipsReply = z.object({
  subscriptions: z.array(membershipPlan),
  show_payg: z.boolean(),
  pre_selected: z.number().nullable(),
  highlight: z.number().nullable(),
  open: z.boolean(),
});
export type MembershipsReply = z.infer<typeof membershipsReply>;

export const memberships = defineCall({
  method: 'GET',
  path: '/v1/account/billing/memberships',
  input: z.object({ page: membershipPage.default('account') }),
  output: membershipsReply,
});

/**
 * Starts the plan's free trial (membership_status PICKED). Picking again switches the one live
 * subscription to the new plan, or answers the same for the same plan; it never makes a second.
 */
export const membershipPick = defineCall({
  method: 'POST',
  path: '/v1/account/billing/memberships/:id/pick',
  params: z.object({ id: z.coerce.number().int().positive() }),
  input: z.object({ terms: acceptance(SUBSCRIPTION_TERMS_REQUIRED) }),
  output: z.object({ success: z.literal(true) }),
});

/** Moves the trader to pay as you go (membership_status PAYG), cancelling a live subscription. */
export const membershipPayg = defineCall({
  method: 'POST',
  path: '/v1/account/billing/memberships/payg',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});
