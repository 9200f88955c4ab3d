import { preloadedAnswer } from './preloaded-answer';

afterEach(() => {
  vi.useRealTimers();
});

test('a preloaded answer that has aged is not handed out: the screen asks as it mounts', async () => {
  vi.useFakeTimers();
  const answer = preloadedAnswer(() => Promise.resolve({ plans: 3 }));
  expect(answer.fresh()).toBeNull();

  await answer.preload();
  vi.advanceTimersByTime(10_000);
  expect(answer.fresh()).toBeNull();
});

test('a preloaded answer is handed out once: coming back to the screen asks anew, after a choice changed it', async () => {
  let plans = 3;
  const answer = preloadedAnswer(() => Promise.resolve({ plans }));

  await answer.preload();
  plans = 4;

  expect(answer.fresh()).toEqual({ plans: 3 });
  expect(answer.fresh()).toBeNull();
});

test('a failed preload leaves no answer: the screen asks as it mounts', async () => {
  const answer = preloadedAnswer(() => Promise.reject(new Error('offline')));

  await expect(answer.preload()).rejects.toThrow('offline');
  expect(answer.fresh()).toBeNull();
});
