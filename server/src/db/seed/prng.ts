/** A small seeded PRNG (mulberry32): the same seed always yields the same sequence. */
export type Random = () => number;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a label such as `jobs:2025-01-31` into a 32-bit seed. */
export function hashSeed(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function randomInt(random: Random, below: number): number {
  return Math.floor(random() * below);
}

/** Picks items in proportion to their weights in O(log n) per pick. */
export interface WeightedPicker<T> {
  pick: (random: Random) => T;
}

export function createWeightedPicker<T>(items: readonly T[], weightOf: (item: T) => number): WeightedPicker<T> {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(0, weightOf(item));
    cumulative.push(total);
  }
  if (items.length === 0 || total <= 0) throw new Error('createWeightedPicker needs at least one positive weight');
  return {
    pick(random) {
      const target = random() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((cumulative[middle] ?? total) > target) high = middle;
        else low = middle + 1;
      }
      return items[low] as T;
    },
  };
}
