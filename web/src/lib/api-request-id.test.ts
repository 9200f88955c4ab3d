import { afterEach, expect, test, vi } from 'vitest';
import { newRequestId, send } from './api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('each API call sends an X-Request-Id of its own, so a reported error can be found in the server log', async () => {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  await send('GET', '/v1/account/info', undefined);
  await send('POST', '/v1/account/info', {});
  const ids = fetchMock.mock.calls.map(
    (args) => ((args as unknown as [string, RequestInit])[1].headers as Record<string, string>)['X-Request-Id'],
  );
  expect(ids[0]).toMatch(UUID);
  expect(ids[1]).toMatch(UUID);
  expect(ids[0]).not.toBe(ids[1]);
});

test('a request id is made without crypto.randomUUID too (plain http to another host is no secure context)', () => {
  const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const ids = [newRequestId(), newRequestId()];
    expect(ids[0]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  } finally {
    if (original) Object.defineProperty(crypto, 'randomUUID', original);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
});
