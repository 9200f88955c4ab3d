import { createExternalStore } from './external-store';

export interface LastError {
  code: number;
  url: string;
  /** When it happened (ISO 8601), for a support ticket. */
  at: string;
  /** Increments on every new error so the popup reopens for a repeat of the same code. */
  serial: number;
}

const store = createExternalStore<LastError | null>(null);

/** 400, 404, 419, 429, 5xx and other failures are recorded as the last error. */
export function recordLastError(code: number, url: string): void {
  const at = new Date().toISOString();
  store.set({ code, url, at, serial: (store.get()?.serial ?? 0) + 1 });
  remember({ code, url, at });
}

/** The error a support ticket attaches: what the person saw, without the popup's counter. */
export type TicketError = Pick<LastError, 'code' | 'url' | 'at'>;

// the popup's "contact us" is a full page load: the tab's last error waits in sessionStorage for the form
const TICKET_ERROR_KEY = 'tradespace:last-error';
/** An older error is not what the person is writing about. */
export const TICKET_ERROR_MAX_AGE_MS = 60 * 60 * 1000;

function remember(error: TicketError): void {
  try {
    window.sessionStorage.setItem(TICKET_ERROR_KEY, JSON.stringify(error));
  } catch {
    // storage may be full or blocked; the ticket then goes without the error
  }
}

function isTicketError(value: unknown): value is TicketError {
  if (!value || typeof value !== 'object') return false;
  const { code, url, at } = value as Record<string, unknown>;
  return typeof code === 'number' && typeof url === 'string' && typeof at === 'string' && !Number.isNaN(Date.parse(at));
}

/** The last error this tab met in the past hour, even before a page load; null when there is none. */
export function lastErrorForTicket(now = Date.now()): TicketError | null {
  let stored: unknown = null;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(TICKET_ERROR_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const current = store.get();
  const error = current ? { code: current.code, url: current.url, at: current.at } : isTicketError(stored) ? stored : null;
  return error && now - Date.parse(error.at) <= TICKET_ERROR_MAX_AGE_MS ? error : null;
}

export function clearLastError(): void {
  store.set(null);
  try {
    window.sessionStorage.removeItem(TICKET_ERROR_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

export function useLastError(): LastError | null {
  return store.use();
}
