import { vi } from 'vitest';

type Reply = [status: number, body: unknown];
export type FakeRoutes = Record<string, Reply | ((body: Record<string, unknown>) => Reply)>;

/**
 * Test helper: stubs `fetch` with replies keyed by "METHOD /path", the outside edge of lib/api.ts.
 * Unknown calls answer 404. Returns the mock so tests can read what was sent.
 */
export function fakeServer(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const [status, body] = route === undefined ? [404, {}] : typeof route === 'function' ? route(sent) : route;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The JSON body of the last call to a path. */
    sentTo(path: string): unknown {
      const call = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path)).at(-1);
      return typeof call?.[1]?.body === 'string' ? JSON.parse(call[1].body) : undefined;
    },
  };
}

export const captchaChallenge: Reply = [200, { provider: 'altcha', site_key: null, challenge: null }];
