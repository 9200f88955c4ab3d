/** How long a preloaded answer stands for the screen it was fetched for: that screen renders as soon as it arrives. */
const FRESH_FOR_MS = 10_000;

export interface PreloadedAnswer<T> {
  /** Fetches the answer; a screen's `preload` (web/src/app/step-screens.ts) awaits it with the screen's chunk. */
  preload: () => Promise<void>;
  /**
   * The answer while fresh, for the screen's first render, handed out once: a later visit (Back from the next step,
   * after a choice on this one changed the answer) asks anew. Null before, after a failure and once it has aged.
   */
  fresh: () => T | null;
}

/**
 * An answer a screen draws first, fetched while its chunk loads so the screen appears whole instead of a loading line
 * that its content then pushes down (a layout shift, and a later largest paint). Only the first arrival on a screen
 * preloads; later visits ask as the screen mounts, as before.
 */
export function preloadedAnswer<T>(load: () => Promise<T>): PreloadedAnswer<T> {
  let answer: { value: T; at: number } | null = null;
  return {
    preload: () =>
      load().then((value) => {
        answer = { value, at: Date.now() };
      }),
    fresh: () => {
      const value = answer && Date.now() - answer.at < FRESH_FOR_MS ? answer.value : null;
      answer = null;
      return value;
    },
  };
}
