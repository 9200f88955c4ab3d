import { median } from './latency';

/** The presses measured, in the order of bench/interaction.bench.ts; their names are the budgets' too. */
export const INTERACTIONS = [
  'lead_trades: ticking a trade',
  'lead_trades: typing in the trade search',
  'verify/membership: choosing a plan',
  'verify/billing: typing a card number',
  'profile/gallery: adding a photo (the preview)',
] as const;
export type InteractionName = (typeof INTERACTIONS)[number];

/** The part of a PerformanceEventTiming entry the measure needs. */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
}

/**
 * One repeat's figure, as a browser reckons Interaction to Next Paint: each interaction lasts as long as the longest of its
 * events (key down, key up, click… share an interaction id), and a repeat counts its slowest interaction (typing a card
 * number is sixteen of them). A file picked in the chooser arrives as an `input` event outside any interaction: it counts
 * on its own, as the wait between choosing a photo and seeing it listed. Null when the page reported none of these.
 */
export function slowestInteractionMs(entries: readonly EventEntry[]): number | null {
  const durations = new Map<string, number>();
  entries.forEach((entry, index) => {
    const key = entry.interactionId > 0 ? `interaction ${entry.interactionId}` : entry.name === 'input' ? `input ${index}` : null;
    if (key) durations.set(key, Math.max(durations.get(key) ?? 0, entry.duration));
  });
  return durations.size === 0 ? null : Math.max(...durations.values());
}

export interface InteractionRow {
  name: string;
  /** The median and the worst of the repeats' slowest interactions, ms. */
  medianMs: number;
  worstMs: number;
  repeats: number;
}

/** The row of one press from its repeats' figures; a repeat that reported nothing makes the row unmeasured (null). */
export function interactionRow(name: string, figures: readonly (number | null)[]): InteractionRow | null {
  if (figures.length === 0 || figures.some((figure) => figure === null)) return null;
  const measured = figures as number[];
  return { name, medianMs: median(measured), worstMs: Math.max(...measured), repeats: measured.length };
}
