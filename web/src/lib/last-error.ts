import { useSyncExternalStore } from 'react';

export interface LastError {
  code: number;
  url: string;
  /** Increments on every new error so the popup reopens for a repeat of the same code. */
  serial: number;
}

let current: LastError | null = null;
const listeners = new Set<() => void>();

/** spec §8: 400, 404, 419, 429, 5xx and other failures are recorded as the last error. */
export function recordLastError(code: number, url: string): void {
  current = { code, url, serial: (current?.serial ?? 0) + 1 };
  for (const listener of listeners) listener();
}

export function clearLastError(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastError(): LastError | null {
  return useSyncExternalStore(subscribe, () => current);
}
