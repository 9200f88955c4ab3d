import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error';
import { clearLeadDraft } from '#web/lib/lead-draft';
import { sendSignUp } from './sign-up-call';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const signUp = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Priya',
  last_name: 'Shah',
  email_address: 'priya@example.co.uk',
  phone_number: '07700 900123',
  business_name: 'Shah Plumbing',
  password: 'Copper-Pipe-Wrench-42',
  terms: true,
  privacy: true,
  postcode: 'M1 1AE',
  trades: [1],
  ...overrides,
});

const accountReply = {
  id: 7,
  phone_number: '+447700900123',
  hashed_user_info: { sha256_email_address: 'a', sha256_phone_number: 'b', sha256_user_id: 'c' },
};

/** fetch that loses the first `lost` requests (a dropped connection), then answers the account. */
function flakyNetwork(lost: number) {
  let calls = 0;
  const fetchMock = vi.fn(async () => {
    calls += 1;
    if (calls <= lost) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(accountReply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((args) => (args as unknown as [string, RequestInit])[1].headers as Record<string, string>);
}

beforeEach(() => clearLeadDraft());
afterEach(() => vi.unstubAllGlobals());

test('a retry after a network error sends the same Idempotency-Key as the first press', async () => {
  const sentHeaders = flakyNetwork(1);

  await expect(sendSignUp(signUp())).rejects.toBeInstanceOf(ApiError);
  await expect(sendSignUp(signUp())).resolves.toEqual(accountReply);

  const [first, retry] = sentHeaders();
  expect(first?.['Idempotency-Key']).toMatch(UUID);
  expect(retry?.['Idempotency-Key']).toBe(first?.['Idempotency-Key']);
});

test('a changed e-mail or password makes a new key; the same e-mail typed differently does not', async () => {
  const sentHeaders = flakyNetwork(4);
  for (const input of [
    signUp(),
    signUp({ email_address: ' Priya@Example.co.uk ' }),
    signUp({ email_address: 'p.shah@example.co.uk' }),
    signUp({ email_address: 'p.shah@example.co.uk', password: 'Brass-Valve-77' }),
  ]) {
    await sendSignUp(input).catch(() => undefined);
  }
  const keys = sentHeaders().map((headers) => headers['Idempotency-Key']);
  expect(keys[1]).toBe(keys[0]);
  expect(new Set(keys).size).toBe(3);
});

test('after a reload the draft still holds the key, so the same sign-up sends it again', async () => {
  const sentHeaders = flakyNetwork(1);
  await sendSignUp(signUp()).catch(() => undefined);
  vi.resetModules();
  const reloaded = await import('./sign-up-call');

  await reloaded.sendSignUp(signUp());

  const [first, afterReload] = sentHeaders();
  expect(afterReload?.['Idempotency-Key']).toBe(first?.['Idempotency-Key']);
});
