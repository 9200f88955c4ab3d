import { act, renderHook } from '@testing-library/react';
import { useCall } from './use-call';

/** A call the test answers by hand. */
function pendingCall<T>() {
  let answer: (value: T) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

test('the reply reaches the screen, and a failure its handler', async () => {
  const good = pendingCall<string>();
  const loaded = vi.fn();
  renderHook(() => useCall(() => good.promise, [], { loaded }));
  await act(async () => good.answer('plans'));
  expect(loaded).toHaveBeenCalledWith('plans');

  const bad = pendingCall<string>();
  const failed = vi.fn();
  renderHook(() => useCall(() => bad.promise, [], { loaded, failed }));
  await act(async () => bad.refuse(new Error('offline')));
  expect(failed).toHaveBeenCalledWith(new Error('offline'));
});

test('a reply that arrives after the screen closed is dropped', async () => {
  const late = pendingCall<string>();
  const loaded = vi.fn();
  const { unmount } = renderHook(() => useCall(() => late.promise, [], { loaded }));
  unmount();
  await act(async () => late.answer('too late'));
  expect(loaded).not.toHaveBeenCalled();
});

test('new deps ask again, and only the newest reply is kept', async () => {
  const calls = new Map<number, ReturnType<typeof pendingCall<string>>>();
  const loaded = vi.fn();
  const { rerender } = renderHook(
    ({ page }: { page: number }) =>
      useCall(
        () => {
          const pending = pendingCall<string>();
          calls.set(page, pending);
          return pending.promise;
        },
        [page],
        { loaded },
      ),
    { initialProps: { page: 1 } },
  );
  rerender({ page: 2 });
  await act(async () => calls.get(1)?.answer('page 1'));
  await act(async () => calls.get(2)?.answer('page 2'));
  expect([...calls.keys()]).toEqual([1, 2]);
  expect(loaded.mock.calls).toEqual([['page 2']]);
});

test('the handlers of the latest render are used', async () => {
  const reply = pendingCall<string>();
  const first = vi.fn();
  const second = vi.fn();
  const { rerender } = renderHook(({ loaded }: { loaded: (value: string) => void }) => useCall(() => reply.promise, [], { loaded }), {
    initialProps: { loaded: first },
  });
  rerender({ loaded: second });
  await act(async () => reply.answer('plans'));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('plans');
});
