import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  window.sessionStorage.clear();
});

function replyWith(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

test('the counters of any reply are stored one by one, and a screen reading one sees it change', async () => {
  const { send } = await import('./api');
  const { useCounter } = await import('./counters');
  const { result } = renderHook(() => useCounter('unread_alerts'));
  expect(result.current).toBeUndefined();

  replyWith(200, { success: true, counters: { unread_alerts: 2, new_leads: 5 } });
  await act(() => send('GET', '/v1/account/info', undefined));
  expect(result.current).toBe(2);

  // a failed reply counts too, and a counter it does not mention keeps its value
  replyWith(422, { errors: { postcode: ['Enter a postcode.'] }, counters: { unread_alerts: 3 } });
  await act(() => send('POST', '/v1/helpers/address', {}).catch(() => undefined));
  expect(result.current).toBe(3);
  const { readCounter } = await import('./counters');
  expect(readCounter('new_leads')).toBe(5);
});

test('entries that are not numbers are not counters, and the counters outlive a page load in this tab', async () => {
  const { send } = await import('./api');
  replyWith(200, { counters: { new_leads: 4, label: 'four', broken: null } });
  await send('GET', '/v1/account/info', undefined);

  vi.resetModules(); // the next page load
  const { readCounter } = await import('./counters');
  expect(readCounter('new_leads')).toBe(4);
  expect(readCounter('label')).toBeUndefined();
  expect(readCounter('broken')).toBeUndefined();
});
