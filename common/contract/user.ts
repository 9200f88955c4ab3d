import { z } from 'zod';
import { goingLiveItems } from '../going-live';

export const membershipStatus = z.enum(['PICK_SUB', 'PICKED', 'PAYG']);

// The user object the page holds and refreshes after saves.
export const userView = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
  /** `work_address` (not in the spec): a business address is saved in the address book, not only the sign-up postcode. */
  location: z.object({ postcode: z.string().nullable(), work_address: z.boolean() }),
  company: z.object({
    name: z.string().nullable(),
    description: z.string().nullable(),
    business_type: z.number().nullable(),
    employees: z.number().nullable(),
    company_number: z.string().nullable(),
    website: z.string().nullable(),
    url: z.string().nullable(),
    /** Not in the spec's list: the year the business started, as the company step saved it (decision 068). */
    active_since: z.number().nullable(),
  }),
  trades: z.array(z.object({ id: z.number(), name: z.string() })),
  verified: z.object({
    phone: z.boolean(),
    email: z.boolean(),
    electric: z.boolean(),
    electric_recommended: z.boolean(),
    electric_document: z.boolean(),
    gas_recommended: z.boolean(),
    gas_number: z.string().nullable(),
    gas: z.boolean(),
    gas_checking: z.boolean(),
    /** Not in the spec: why staff refused the last number or certificate, while it waits to be sent again (decision 066). */
    gas_rejection_reason: z.string().nullable(),
    electric_rejection_reason: z.string().nullable(),
    free_lead_offer: z.boolean(),
  }),
  membership_status: membershipStatus,
  account_type: z.literal('CREDITS'),
  membership: z.object({
    plan: z.object({ credits: z.number(), name: z.string(), cost: z.number() }).nullable(),
    trial_ends_at: z.string().nullable(),
    /** Not in the spec: when the first monthly fee is taken (2 days before the free month ends), while a trial runs. */
    first_charge_at: z.string().nullable().optional(),
  }),
  flags: z.object({ setup_membership_skip: z.boolean() }),
  popups_shown: z.array(z.object({ popup: z.string(), shown_at: z.string() })),
  outstanding: z.number(),
  credit: z.object({ cash: z.number(), discounts: z.number() }),
  custom_radius: z.number().nullable(),
  /** Not in the spec's list: how many cards are saved, so progress can show the billing step done. */
  billing: z.object({ cards: z.number() }),
  /** Not in the spec: how many job images the gallery holds. */
  gallery: z.object({ photos: z.number() }),
  /**
   * Not in the spec: whether the public profile is live at /t/{company.url} now, and what it still
   * needs when not, in the setup order (decision 064).
   */
  profile: z.object({ live: z.boolean(), missing: z.array(z.enum(goingLiveItems)) }),
  /** Not in the spec: away mode's first day back ("YYYY-MM-DD", London) while paused, else null (decision 089). */
  paused_until: z.string().nullable().optional(),
});
export type UserView = z.infer<typeof userView>;
