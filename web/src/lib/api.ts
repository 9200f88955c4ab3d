import type { CallDef, CallInput, CallOutput } from '../../../common/contract/define-call';
import { fillPath } from '../../../common/contract/define-call';
import { SETUP_PREFIX, sitePages } from '../../../common/routes';
import { ApiError } from './api-error';
import { readCookie } from './cookies';
import { recordLastError } from './last-error';
import { pageConfig } from './page-config';

export interface CallOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  keepalive?: boolean;
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

/** The headers every API request carries (spec §7; docs/decisions/004-csrf-and-xhr-header.md). */
export function apiHeaders(json: boolean): Record<string, string> {
  const token = readCookie('XSRF-TOKEN');
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
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

/** Sends a JSON body (or a FormData for uploads) and settles the reply the one way (spec §8). */
export async function send(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  const url = `${pageConfig.baseUrl}${path}${method === 'GET' ? queryString(body) : ''}`;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: apiHeaders(method === 'POST' && !isForm),
      body: method === 'GET' ? undefined : isForm ? body : JSON.stringify(body ?? {}),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch {
    throw new ApiError(0, url);
  }
  return settleReply(response.status, await readJson(response), url);
}

/** The one road of every reply (spec §8): 2xx → its body, 422 → field errors, others → the popup. */
export function settleReply(status: number, json: Record<string, unknown>, url: string): unknown {
  if (status >= 200 && status < 300) return json;
  const code = typeof json.error === 'string' ? json.error : '';
  if (status === 422 && json.errors && typeof json.errors === 'object') {
    throw new ApiError(422, url, json.errors as ApiError['fieldErrors'], code, json);
  }
  if (status === 401) {
    // spec §6: 401 leaves the page for /my-account, except inside the setup app
    if (!window.location.pathname.startsWith(SETUP_PREFIX)) window.location.assign(sitePages.myAccount);
    throw new ApiError(401, url, {}, code);
  }
  recordLastError(status, url);
  throw new ApiError(status, url, {}, code);
}

/** Calls one contract call: `call(contract.account.accountInfo, { version_tag })`. */
export async function call<C extends CallDef>(def: C, input: CallInput<C>, options: CallOptions = {}): Promise<CallOutput<C>> {
  const path = fillPath(def.path, options.params);
  return (await send(def.method, path, input, options)) as CallOutput<C>;
}
