/** How long a page waits for an idle moment before doing the work anyway (Safari has no requestIdleCallback). */
const IDLE_AT_MOST_MS = 2_000;

/** Runs `work` once the page is idle after its first paint; returns the way to call it off. */
export function whenPageIsIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_AT_MOST_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, IDLE_AT_MOST_MS);
  return () => window.clearTimeout(timer);
}
