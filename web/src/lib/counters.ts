import { createExternalStore } from './external-store';

/** A counters object may come in server responses; each entry is stored as a named counter. */
export type Counters = Readonly<Record<string, number>>;

// kept for the tab, so a counter from one page is still there on the next page load
const STORAGE_KEY = 'tradespace:counters';

function load(): Counters {
  try {
    return countersIn(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

const store = createExternalStore<Counters>(load());

/** The entries of a reply's `counters` that are numbers; anything else is not a counter. */
function countersIn(value: unknown): Counters {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, count]) => typeof count === 'number' && Number.isFinite(count)));
}

/** Stores each entry of a reply's `counters` under its name; a name it does not mention keeps its last value. */
export function storeCounters(value: unknown): void {
  const received = countersIn(value);
  if (Object.keys(received).length === 0) return;
  const next = { ...store.get(), ...received };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage may be blocked: the counters live for this page only
  }
  store.set(next);
}

/** A named counter as the last reply that carried it said, or undefined when none has. */
export function readCounter(name: string): number | undefined {
  return store.get()[name];
}

/** A named counter in a screen, re-rendering when a reply changes it. */
export function useCounter(name: string): number | undefined {
  return store.use()[name];
}
