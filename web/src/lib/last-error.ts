import { createExternalStore } from './external-store';

export interface LastError {
  code: number;
  url: string;
  /** Increments on every new error so the popup reopens for a repeat of the same code. */
  serial: number;
}

const store = createExternalStore<LastError | null>(null);

/** spec §8: 400, 404, 419, 429, 5xx and other failures are recorded as the last error. */
export function recordLastError(code: number, url: string): void {
  store.set({ code, url, serial: (store.get()?.serial ?? 0) + 1 });
}

export function clearLastError(): void {
  store.set(null);
}

export function useLastError(): LastError | null {
  return store.use();
}
