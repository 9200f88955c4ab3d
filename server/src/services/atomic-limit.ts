import type { Executor } from '../db/client';
import { createRateCounterRepo } from '../repos/rate-counter-repo';
import { groupedPerOwner } from '../db/grouped-calls';

/**
 * A limit counted in the database (decision 053): at most `max` in each fixed window
 * of `windowMs`, per subject. Every process shares it; a burst of parallel requests passes exactly `max`.
 */
export interface AtomicLimit {
  /** Names the limit in its keys, e.g. `sms:number`. */
  name: string;
  max: number;
  windowMs: number;
}

export type LimitVerdict = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

function windowOf(limit: AtomicLimit, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { start: new Date(start), end: new Date(start + limit.windowMs) };
}

/** One call in this many also deletes the counters of windows that have ended (no timer, any process). */
const SWEEP_EVERY = 500;

/** Counts one use of `limit` for `subject` if it is still under the limit; refuses (counting nothing) if not. */
export async function takeSlot(db: Executor, limit: AtomicLimit, subject: string, now = Date.now()): Promise<LimitVerdict> {
  const { start, end } = windowOf(limit, now);
  const counters = createRateCounterRepo(db);
  if (Math.random() * SWEEP_EVERY < 1) await counters.removeExpired(new Date(now));
  const count = await counters.take(`${limit.name}:${subject}`, start, end, limit.max);
  if (count === null) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now) / 1000)) };
  return { allowed: true, count };
}

/**
 * Gives back the use `takeSlot(db, limit, subject, takenAt)` counted, when it turned out not to be one the limit
 * counts (a try counted before the password was checked, and the password was right: decision 104).
 */
export async function giveBackSlot(db: Executor, limit: AtomicLimit, subject: string, takenAt: number): Promise<void> {
  const { key, windowStart } = slotOf(limit, subject, takenAt);
  await createRateCounterRepo(db).giveBack(key, windowStart);
}

/** How many uses `subject` has made of `limit` in the current window (for "raise the captcha after a few"). */
export async function usedSlots(db: Executor, limit: AtomicLimit, subject: string, now = Date.now()): Promise<number> {
  const { key, windowStart } = slotOf(limit, subject, now);
  return createRateCounterRepo(db).count(key, windowStart);
}

/** The counter row `usedSlots` reads, for a statement that reads it along with something else. */
export function slotOf(limit: AtomicLimit, subject: string, now = Date.now()): { key: string; windowStart: Date } {
  return { key: `${limit.name}:${subject}`, windowStart: windowOf(limit, now).start };
}

/** A limit's window to count: `subject`'s slot at time `at`. */
export interface SlotQuestion {
  limit: AtomicLimit;
  subject: string;
  at: number;
}

/** Several `usedSlots` questions in one database round trip, answered in the order asked. */
export async function usedSlotsOf(db: Executor, questions: readonly SlotQuestion[]): Promise<number[]> {
  return createRateCounterRepo(db).countMany(questions.map(({ limit, subject, at }) => slotOf(limit, subject, at)));
}

/**
 * `usedSlotsOf` for requests on the app's own handle: the questions of the requests of one turn in one statement
 * (group commit, decision 098), each request answered its own counts in order.
 */
export const usedSlotsGrouped = groupedPerOwner(
  (db: Executor) => async (lists: readonly (readonly SlotQuestion[])[]) => {
    const counts = await usedSlotsOf(db, lists.flat());
    let from = 0;
    return lists.map((list) => counts.slice(from, (from += list.length)));
  },
  { maxBatch: 50 },
);
