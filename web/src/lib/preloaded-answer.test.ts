import { preloadedAnswer } from './preloaded-answer';

afterEach(() => {
  vi.useRealTimers();
});

test('a preloaded answer is there for the first render right after it arrived, and gone once it has aged', async () => {
  vi.useFakeTimers();
  const answer = preloadedAnswer(() => Promise.resolve({ plans: 3 }));
  expect(answer.fresh()).toBeNull();

  await answer.preload();
  expect(answer.fresh()).toEqual({ plans: 3 });

  vi.advanceTimersByTime(10_000);
  expect(answer.fresh()).toBeNull();
});

test('a failed preload leaves no answer: the screen asks as it mounts', async () => {
  const answer = preloadedAnswer(() => Promise.reject(new Error('offline')));

  await expect(answer.preload()).rejects.toThrow('offline');
  expect(answer.fresh()).toBeNull();
});
