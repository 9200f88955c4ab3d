import { z } from 'zod';
import { defineCall } from '../define-call';
import { postcode } from '../fields';

export const addressSuggestion = z.object({
  unique_id: z.string(),
  line_1: z.string(),
  line_2: z.string(),
  post_town: z.string(),
  county: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

export const addressLookup = defineCall({
  method: 'POST',
  path: '/v1/helpers/address',
  input: z.object({ postcode }),
  output: z.object({ list: z.array(addressSuggestion) }),
});

/** `lead_credits`: what the counted jobs' leads cost in credits (decision 116), null when none was counted. */
const estimateReply = z.object({
  quotes: z.number().int(),
  name: z.string(),
  lead_credits: z.object({ low: z.number().int(), high: z.number().int(), typical: z.number().int() }).nullable(),
});
const tradeId = z.coerce.number({ error: 'Please choose a trade.' }).int().positive('Please choose a trade.');

/** GET form: the visitor's own lead (or account) postcode and primary trade, unless given. */
export const jobsEstimateForLead = defineCall({
  method: 'GET',
  path: '/v1/helpers/jobs-estimate',
  // an empty query value (`?postcode=&trade=`) means "not given": fall back to the lead or account
  input: z.object({
    postcode: z.preprocess((value) => (value === '' ? undefined : value), postcode.optional()),
    trade: z.preprocess((value) => (value === '' ? undefined : value), tradeId.optional()),
  }),
  output: estimateReply,
});

export const jobsEstimate = defineCall({
  method: 'POST',
  path: '/v1/helpers/jobs-estimate',
  input: z.object({ postcode, trade: tradeId }),
  output: estimateReply,
});

export const tradeSummary = z.object({ id: z.number(), name: z.string() });

export const categories = defineCall({
  method: 'GET',
  path: '/v1/helpers/categories',
  input: z.object({}),
  output: z.object({ parents: z.array(tradeSummary) }),
});

export const categorySearch = defineCall({
  method: 'POST',
  path: '/v1/helpers/categories/search',
  input: z.object({
    search: z
      .string({ error: 'Please type a trade to search for.' })
      .trim()
      .min(2, 'Please type at least 2 letters.')
      .max(60, 'Please type a shorter search.'),
  }),
  output: z.object({
    results: z.array(z.object({ id: z.number(), name: z.string(), parent: tradeSummary })),
  }),
});
