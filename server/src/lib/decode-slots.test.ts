import { createDecodeSlots, DecodeSlotsBusy } from './decode-slots';

/** A piece of work that runs until the test lets it finish. */
function heldWork() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return 'decoded';
    },
    get started() {
      return started;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('runs at most the given number of decodes at once; the others wait their turn in order', async () => {
  const slots = createDecodeSlots({ slots: 2, queueLimit: 10, waitMs: 10_000 });
  const jobs = [heldWork(), heldWork(), heldWork(), heldWork()];
  const results = jobs.map((job) => slots.run(job.work));
  await tick();
  expect(jobs.map((job) => job.started)).toEqual([true, true, false, false]);
  expect([slots.active, slots.waiting]).toEqual([2, 2]);

  jobs[1]?.finish();
  await tick();
  expect(jobs.map((job) => job.started)).toEqual([true, true, true, false]);
  expect([slots.active, slots.waiting]).toEqual([2, 1]);

  jobs.forEach((job) => job.finish());
  expect(await Promise.all(results)).toEqual(['decoded', 'decoded', 'decoded', 'decoded']);
  expect([slots.active, slots.waiting]).toEqual([0, 0]);
});

test('refuses at once when the queue is full, without running the work', async () => {
  const slots = createDecodeSlots({ slots: 1, queueLimit: 1, waitMs: 10_000 });
  const running = heldWork();
  const queued = heldWork();
  const refused = heldWork();
  const first = slots.run(running.work);
  const second = slots.run(queued.work);

  await expect(slots.run(refused.work)).rejects.toBeInstanceOf(DecodeSlotsBusy);
  expect(refused.started).toBe(false);

  running.finish();
  queued.finish();
  await expect(Promise.all([first, second])).resolves.toEqual(['decoded', 'decoded']);
});

test('a queue limit of 0 lets nobody wait', async () => {
  const slots = createDecodeSlots({ slots: 1, queueLimit: 0, waitMs: 10_000 });
  const running = heldWork();
  const first = slots.run(running.work);
  await expect(slots.run(async () => 'never')).rejects.toBeInstanceOf(DecodeSlotsBusy);
  running.finish();
  await first;
});

test('a request that waits longer than the bound is refused and leaves the queue', async () => {
  const slots = createDecodeSlots({ slots: 1, queueLimit: 5, waitMs: 30 });
  const running = heldWork();
  const waiting = heldWork();
  const first = slots.run(running.work);
  const started = Date.now();

  await expect(slots.run(waiting.work)).rejects.toBeInstanceOf(DecodeSlotsBusy);

  expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  expect(waiting.started).toBe(false);
  expect([slots.active, slots.waiting]).toEqual([1, 0]);
  running.finish();
  await first;
  // the slot is free again for the next one
  await expect(slots.run(async () => 'next')).resolves.toBe('next');
  expect(slots.active).toBe(0);
});

test('a decode that fails gives its slot back', async () => {
  const slots = createDecodeSlots({ slots: 1, queueLimit: 0, waitMs: 10_000 });
  await expect(slots.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
  expect(slots.active).toBe(0);
  await expect(slots.run(async () => 'next')).resolves.toBe('next');
});
