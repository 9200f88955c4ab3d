/** No slot came free in time, or too many pictures were already waiting: the caller answers 503. */
export class DecodeSlotsBusy extends Error {}

export interface DecodeSlotLimits {
  /** Images decoded at the same time. */
  slots: number;
  /** Requests allowed to wait for a slot; one more is refused at once. */
  queueLimit: number;
  /** How long a request may wait for a slot before it is refused. */
  waitMs: number;
}

export interface DecodeSlots {
  /** Runs `work` once a slot is free; throws DecodeSlotsBusy instead of waiting past the limits. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A per-process semaphore for image decoding: a CPU and memory guard, so it is deliberately
 * not shared between processes (decision 061). Waiters are served first
 * come, first served; a finished decode hands its slot straight to the next waiter.
 */
export function createDecodeSlots({ slots, queueLimit, waitMs }: DecodeSlotLimits): DecodeSlots {
  let active = 0;
  const queue: Waiter[] = [];

  function release(): void {
    const next = queue.shift();
    if (!next) {
      active -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  }

  function acquire(): Promise<void> {
    if (active < slots) {
      active += 1;
      return Promise.resolve();
    }
    if (queue.length >= queueLimit) return Promise.reject(new DecodeSlotsBusy(`${queue.length} images are already waiting`));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new DecodeSlotsBusy(`no decoding slot came free within ${waitMs} ms`));
        }, waitMs),
      };
      waiter.timer.unref();
      queue.push(waiter);
    });
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
