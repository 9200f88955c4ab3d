import { createExternalStore } from './external-store';

/** How long a call may take before it counts as lost, like a dropped connection. */
export const CALL_TIMEOUT_MS = 30_000;

const waiting = createExternalStore<(() => void) | null>(null);

/**
 * Resolves when the visitor presses Retry or the browser says it is online again. Calls that fail together
 * wait for the same press. Meanwhile the call stays unanswered, so the form keeps its input and its place.
 */
export function waitForRetry(): Promise<void> {
  return new Promise((resolve) => {
    const earlier = waiting.get();
    const retry = () => {
      window.removeEventListener('online', retry);
      waiting.set(null);
      earlier?.();
      resolve();
    };
    window.addEventListener('online', retry);
    waiting.set(retry);
  });
}

/** The Retry of the calls waiting for the connection, or null while none is. */
export function useOfflineRetry(): (() => void) | null {
  return waiting.use();
}
