import { JOB_CREDITS, type JobCredits } from '#common/contract/job-price';

/**
 * The size of each job category, by its catalogue name (decision 116): a large job is a project of days or
 * weeks, a small one an hour or two; names in alphabetical order. Every other category, and a job with none, is standard.
 */
const LARGE_JOBS: ReadonlySet<string> = new Set([
  'Accessible Bathroom',
  'Basement Tanking',
  'Block Paving',
  'Boiler Installation',
  'Central Heating',
  'Chimney Rebuilding',
  'Commercial Decorating',
  'Conservatories',
  'Damp Proof Course',
  'Dormer Loft Conversion',
  'Extension Design',
  'Extensions',
  'External Wall Insulation',
  'Flat Roofing',
  'Full Bathroom Installation',
  'Full Kitchen Installation',
  'Full Replastering',
  'Garage Conversion',
  'Garden Design',
  'Garden Rooms',
  'Heat Pump Installation',
  'Hip to Gable Conversion',
  'House Renovation',
  'Mansard Loft Conversion',
  'New Build',
  'New Roof',
  'Resin Driveway',
  'Retaining Walls',
  'Rewiring',
  'Solar Battery Storage',
  'Solar Panel Installation',
  'Staircases',
  'Structural Alterations',
  'Tarmac Driveway',
  'Temporary Roofs',
  'Timber Framing',
  'Underfloor Heating',
  'Velux Loft Conversion',
  'Wet Room',
]);

const SMALL_JOBS: ReadonlySet<string> = new Set([
  'Blocked Drains',
  'Blocked Toilet & Sink',
  'Boiler Servicing',
  'Brick Repairs',
  'Carpet Cleaning',
  'Curtain & Blind Fitting',
  'Domestic Cleaning',
  'Door Hanging',
  'Double Glazing Repair',
  'Drain Jetting',
  'Driveway Cleaning',
  'Emergency Lockout',
  'Fence Panel Replacement',
  'Fence Repair',
  'Furniture Assembly',
  'Garden Maintenance',
  'Gas Hob Installation',
  'Gas Safety Certificate',
  'Gutter Cleaning',
  'Hedge Trimming',
  'Key Cutting',
  'Lawn Care',
  'Leak Repair',
  'Lock Replacement',
  'Loft Ladders',
  'Odd Jobs',
  'Outdoor Tap Installation',
  'Oven Cleaning',
  'Patch Repairs',
  'Pressure Washing',
  'Regrouting',
  'Safe Opening',
  'Shelf & Picture Hanging',
  'Skirting & Architrave',
  'Smoke Alarm Installation',
  'Sockets & Switches',
  'Solar Panel Cleaning',
  'Stone Cleaning',
  'Stump Grinding',
  'Tap Replacement',
  'Tile Repair',
  'Toilet Installation',
  'Trellis',
  'TV Wall Mounting',
  'uPVC Door Lock Repair',
  'Wallpaper Removal',
  'Window Cleaning',
]);

/** The named categories, for the test that keeps them to real catalogue names. */
export const SIZED_CATEGORY_NAMES: readonly string[] = [...LARGE_JOBS, ...SMALL_JOBS];

/** Credits for a lead whose job is in the named category (null: a job without one). */
export function jobCreditsOf(categoryName: string | null): number {
  if (categoryName !== null && LARGE_JOBS.has(categoryName)) return JOB_CREDITS.large;
  if (categoryName !== null && SMALL_JOBS.has(categoryName)) return JOB_CREDITS.small;
  return JOB_CREDITS.standard;
}

/** The spread of counted jobs' lead prices: cheapest, dearest and the median (the lower middle of an even count). */
export function jobCreditsSpread(jobs: readonly { credits: number; count: number }[]): JobCredits | null {
  const counted = jobs.filter((entry) => entry.count > 0).sort((a, b) => a.credits - b.credits);
  const total = counted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  const median = counted.find((entry) => (seen += entry.count) >= middle);
  return { low: counted[0]!.credits, high: counted.at(-1)!.credits, typical: median!.credits };
}
