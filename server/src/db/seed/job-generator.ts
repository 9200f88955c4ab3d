import { districtWeights } from './district-weights';
import type { OutcodeRow } from './outcodes';
import { createRandom, createWeightedPicker, hashSeed, randomInt, type Random, type WeightedPicker } from './prng';
import { TRADE_CATALOGUE } from './trade-catalogue';
import { catalogueCategories, type CatalogueCategory } from './trades';

export const DAY_MS = 86_400_000;

/** One demo homeowner job, before trade and category slugs become ids. */
export interface GeneratedJob {
  tradeSlug: string;
  categorySlug: string;
  outcode: string;
  postcode: string;
  latitude: number;
  longitude: number;
  createdAt: Date;
}

/*
 * About 1,800 jobs a day across the UK (~100,000 in the window) gives a city centre a few dozen
 * plumbing or building jobs a week within 10 miles, the "tens" a real marketplace shows, while a
 * first start stays a few seconds on embedded PGlite.
 */
const JOBS_PER_DAY = 1800;
// Sunday first, as Date#getUTCDay: homeowners post most at the start of the week.
const WEEKDAY_FACTOR = [0.85, 1.1, 1.05, 1.05, 1, 0.95, 0.85];
// UTC hours; requests come in from breakfast to late evening, peaking after work.
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 2.5, 4, 5, 5.5, 5.5, 6, 5.5, 5, 5, 5, 5.5, 6.5, 7, 7, 6, 4, 2];
// Letters Royal Mail uses in the last two places of an inward code (never C, I, K, M, O, V).
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export interface JobGenerator {
  /** Jobs for one UTC day (days since 1970-01-01), oldest first; the same day always yields the same jobs. */
  jobsForDay: (day: number) => GeneratedJob[];
}

export function createJobGenerator(districts: readonly OutcodeRow[]): JobGenerator {
  const weights = districtWeights(districts);
  const districtPicker = createWeightedPicker(
    districts.map((district, index) => ({ district, weight: weights[index] ?? 0 })),
    (entry) => entry.weight,
  );
  const tradePicker = createWeightedPicker(TRADE_CATALOGUE, (entry) => entry.demand);
  const categoryPickers = categoryPickersByTrade(catalogueCategories());
  const hours = HOUR_WEIGHTS.map((weight, hour) => ({ hour, weight }));
  const hourPicker = createWeightedPicker(hours, (entry) => entry.weight);

  return {
    jobsForDay(day) {
      const dayStart = day * DAY_MS;
      const random = createRandom(hashSeed(`jobs:${new Date(dayStart).toISOString().slice(0, 10)}`));
      const weekday = new Date(dayStart).getUTCDay();
      const count = Math.round(JOBS_PER_DAY * (WEEKDAY_FACTOR[weekday] ?? 1) * (0.95 + 0.1 * random()));
      const jobs: GeneratedJob[] = [];
      for (let i = 0; i < count; i += 1) {
        const { district } = districtPicker.pick(random);
        const trade = tradePicker.pick(random);
        const categoryPicker = categoryPickers.get(trade.slug);
        if (categoryPicker === undefined) throw new Error(`trade ${trade.slug} has no categories`);
        const secondOfDay = hourPicker.pick(random).hour * 3600 + randomInt(random, 3600);
        jobs.push({
          tradeSlug: trade.slug,
          categorySlug: categoryPicker.pick(random).slug,
          outcode: district.outcode,
          postcode: `${district.outcode} ${randomInward(random)}`,
          latitude: district.latitude,
          longitude: district.longitude,
          createdAt: new Date(dayStart + secondOfDay * 1000),
        });
      }
      return jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
  };
}

type CategoryPicker = WeightedPicker<CatalogueCategory>;

function categoryPickersByTrade(categories: readonly CatalogueCategory[]): Map<string, CategoryPicker> {
  const byTrade = new Map<string, CatalogueCategory[]>();
  for (const entry of categories) byTrade.set(entry.tradeSlug, [...(byTrade.get(entry.tradeSlug) ?? []), entry]);
  // categories are listed commonest first: the first is up to three times as common as the last
  return new Map([...byTrade].map(([slug, list]) => [slug, createWeightedPicker(list, (entry) => 1 / (1 + 0.3 * entry.rank))]));
}

function randomInward(random: Random): string {
  const letter = () => INWARD_LETTERS.charAt(randomInt(random, INWARD_LETTERS.length));
  return `${randomInt(random, 10)}${letter()}${letter()}`;
}
