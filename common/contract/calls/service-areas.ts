import { z } from 'zod';
import { AREA_MESSAGES, areaInputProblems, normaliseBasePostcode } from '#common/service-areas';
import { defineCall } from '../define-call';

const base = z.object(
  {
    postcode: z
      .string({ error: 'Please enter a postcode.' })
      .trim()
      .max(12, 'Please enter a valid UK postcode or postcode district, like RG1 1AA or RG1.')
      .transform(normaliseBasePostcode),
    radius_miles: z.number({ error: 'Please choose a radius in miles.' }),
  },
  { error: 'Please give each base a postcode and a radius in miles.' },
);

const areaInput = z.object(
  {
    trade_id: z.number({ error: 'Please choose a trade.' }).int('Please choose a trade.'),
    bases: z.array(base, { error: 'Please give the postcodes this trade is based at.' }),
  },
  { error: 'Please give each trade its area: the trade and the postcodes it is based at.' },
);

const areaView = z.object({
  trade_id: z.number(),
  bases: z.array(z.object({ postcode: z.string(), radius_miles: z.number() })),
  /** Postcode districts whose centre lies within any base's radius. */
  districts: z.number(),
  /** Homeowner jobs of this trade in those districts over the last 7 days. */
  jobs_last_7_days: z.number(),
});
export type AreaView = z.infer<typeof areaView>;

const districtPoint = z.object({ outcode: z.string(), latitude: z.number(), longitude: z.number() });
export type DistrictPoint = z.infer<typeof districtPoint>;

const areasOutput = z.object({ areas: z.array(areaView) });

/** Each of the trader's trades with its area (saved, or the default from the work address): decision 087. */
export const areaSettings = defineCall({
  method: 'GET',
  path: '/v1/account/settings/areas',
  auth: 'trader',
  input: z.object({}),
  output: areasOutput,
});

/** Replaces the areas of the trades given (others keep theirs); answers every trade's area as the GET does. */
export const areaSettingsSave = defineCall({
  method: 'POST',
  path: '/v1/account/settings/areas/save',
  auth: 'trader',
  input: z
    .object({ areas: z.array(areaInput, { error: 'Please send the areas as a list.' }).max(20, 'You have at most 4 trades.') })
    .superRefine((value, context) => {
      for (const [field, message] of Object.entries(areaInputProblems(value.areas))) {
        // one key per place in the body: the 422 names it whole (`areas.0.bases.1.radius_miles`)
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }),
  output: areasOutput,
});

/**
 * The districts within 50 miles of one base, with this trade's jobs of the last 7 days in each: the
 * screen draws them offline as SVG and counts what a radius covers as the slider moves (decision 087).
 */
export const areaDistricts = defineCall({
  method: 'GET',
  path: '/v1/account/settings/areas/districts',
  auth: 'trader',
  input: z.object({
    postcode: z.string({ error: 'Please enter a postcode.' }).trim().max(12, AREA_MESSAGES.postcode).transform(normaliseBasePostcode),
    trade_id: z.coerce.number({ error: 'Please choose a trade.' }).int('Please choose a trade.'),
  }),
  output: z.object({
    centre: districtPoint,
    districts: z.array(districtPoint.extend({ jobs_last_7_days: z.number() })),
  }),
});
