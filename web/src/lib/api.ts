import type { CallDef, CallInput, CallOutput } from '#common/contract/define-call';
import { fillPath } from '#common/contract/define-call';
import type { Endpoint } from '#common/contract/endpoint';
import { isAdminPath } from '#common/admin-pages';
import { SETUP_PREFIX, sitePages } from '#common/routes';
import { ApiError } from './api-error';
import { readCookie } from './cookies';
import { storeCounters } from './counters';
import { recordLastError } from './last-error';
import { CALL_TIMEOUT_MS, waitForRetry } from './offline-retry';
import { pageConfig } from './page-config';

export interface CallOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** Extra headers of this one call, e.g. a sign-up's Idempotency-Key (decision 074). */
  headers?: Record<string, string>;
  /** A lost connection or a call over 30 s waits for Retry and goes again, instead of failing (lib/offline-retry.ts). */
  retryWhenOffline?: boolean;
  /**
   * Statuses the caller answers itself (e.g. a stale lead's 404): they fail the call without the error popup. A
   * test of the status may stand for the list (the jobs estimate answers all but 419 itself, decision 108).
   */
  handles?: readonly number[] | ((status: number) => boolean);
}

function queryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A fresh id per call, sent as X-Request-Id: the server logs it and answers with it (decision 075). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID is missing outside secure contexts (plain http to another host): the same shape by hand
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The headers every API request carries (decision 004), with a new request id. */
export function apiHeaders(json: boolean): Record<string, string> {
  const token = readCookie('XSRF-TOKEN');
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Request-Id': newRequestId(),
    ...(token ? { 'X-XSRF-TOKEN': token } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Sends a JSON body (or a FormData for uploads) and settles the reply the one way. */
export async function send(method: 'GET' | 'POST', path: string, body: unknown, options: CallOptions = {}): Promise<unknown> {
  const url = `${pageConfig.baseUrl}${path}${method === 'GET' ? queryString(body) : ''}`;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { ...apiHeaders(method === 'POST' && !isForm), ...options.headers },
      body: method === 'GET' ? undefined : isForm ? body : JSON.stringify(body ?? {}),
      signal: options.signal ?? (options.retryWhenOffline ? AbortSignal.timeout(CALL_TIMEOUT_MS) : undefined),
      keepalive: options.keepalive,
    });
  } catch {
    if (!options.retryWhenOffline || options.signal?.aborted) throw new ApiError(0, url);
    await waitForRetry();
    return send(method, path, body, options);
  }
  return settleReply(response.status, await readJson(response), url, options.handles);
}

const signedOutListeners = new Set<() => void>();

/** Called when a call inside the setup app answers 401: the session has ended. */
export function whenSignedOut(listener: () => void): void {
  signedOutListeners.add(listener);
}

/** The one road of every reply: 2xx → its body, 422 → field errors, others → the popup. */
export function settleReply(status: number, json: Record<string, unknown>, url: string, handles: CallOptions['handles'] = []): unknown {
  if ('counters' in json) storeCounters(json.counters); // any reply may carry counters
  if (status >= 200 && status < 300) return json;
  const code = typeof json.error === 'string' ? json.error : '';
  if (status === 422 && json.errors && typeof json.errors === 'object') {
    throw new ApiError(422, url, json.errors as ApiError['fieldErrors'], code, json);
  }
  if (status === 401) {
    // 401 leaves the page for /my-account, except inside the setup app (and the back office, which signs staff in itself),
    // where the step stays with what was typed and offers sign-in again (decision 119)
    const { pathname } = window.location;
    if (pathname.startsWith(SETUP_PREFIX)) signedOutListeners.forEach((listener) => listener());
    else if (!isAdminPath(pathname)) window.location.assign(sitePages.myAccount);
    throw new ApiError(401, url, {}, code);
  }
  const handled = typeof handles === 'function' ? handles(status) : handles.includes(status);
  if (!handled) recordLastError(status, url);
  throw new ApiError(status, url, {}, code);
}

/** A call as the page names it: its endpoint (no zod, decision 044) or the contract's declaration. */
type Sendable = Endpoint | CallDef;
type InputOf<S> = S extends CallDef ? CallInput<S> : S extends Endpoint<infer C extends CallDef> ? CallInput<C> : never;
type OutputOf<S> = S extends CallDef ? CallOutput<S> : S extends Endpoint<infer C extends CallDef> ? CallOutput<C> : never;

/** Calls one contract call: `call(endpoints.account.accountInfo, { version_tag })`. */
export async function call<S extends Sendable>(target: S, input: InputOf<S>, options: CallOptions = {}): Promise<OutputOf<S>> {
  const path = fillPath(target.path, options.params);
  return (await send(target.method, path, input, options)) as OutputOf<S>;
}
