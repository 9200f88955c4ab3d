import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '#server-test/test-database';
import { createRateCounterRepo } from '../repos/rate-counter-repo';
import { takeSlot, usedSlots, usedSlotsGrouped, usedSlotsOf, type AtomicLimit } from './atomic-limit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const limit: AtomicLimit = { name: 'test:burst', max: 7, windowMs: 60_000 };

describe('a limit counted in the database', () => {
  it('answers many requests asking at once, in one statement, each its own counts (decision 098)', async () => {
    const now = Date.UTC(2026, 10, 27, 9, 15);
    const subjects = Array.from({ length: 12 }, (_, index) => `grouped-${index}`);
    for (const [index, subject] of subjects.entries()) {
      for (let taken = 0; taken < index % 5; taken += 1) await takeSlot(database.db, limit, subject, now);
    }
    const asked = subjects.map((subject, index) =>
      index % 3 === 0
        ? [{ limit, subject, at: now }]
        : [
            { limit, subject, at: now },
            { limit, subject, at: now - limit.windowMs },
          ],
    );

    const answers = await Promise.all(asked.map((questions) => usedSlotsGrouped(database.db, questions)));

    expect(answers).toEqual(subjects.map((_, index) => (index % 3 === 0 ? [index % 5] : [index % 5, 0])));
  });

  it('passes exactly the limit when 50 requests arrive at once', async () => {
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => takeSlot(database.db, limit, 'subject-a')));
    const allowed = verdicts.filter((verdict) => verdict.allowed).length;
    console.log(`atomic limit on ${database.kind}: 50 parallel requests, limit ${limit.max}, ${allowed} passed`);
    expect(allowed).toBe(7);
    expect(await usedSlots(database.db, limit, 'subject-a')).toBe(7);
    const refused = verdicts.find((verdict) => !verdict.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts each subject on its own and starts again in the next window', async () => {
    const now = Date.UTC(2026, 10, 26, 10, 0, 30);
    for (let i = 0; i < 7; i += 1) expect((await takeSlot(database.db, limit, 'subject-b', now)).allowed).toBe(true);
    expect(await takeSlot(database.db, limit, 'subject-b', now)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await takeSlot(database.db, limit, 'subject-c', now)).allowed).toBe(true);
    expect((await takeSlot(database.db, limit, 'subject-b', now + 30_000)).allowed).toBe(true);
  });

  it('answers several subjects and windows in one read, in the order asked, 0 where nothing was counted', async () => {
    const hour: AtomicLimit = { name: 'test:many', max: 10, windowMs: 3_600_000 };
    const now = Date.UTC(2026, 10, 26, 10, 20);
    for (let i = 0; i < 3; i += 1) await takeSlot(database.db, hour, 'address-m', now);
    for (let i = 0; i < 2; i += 1) await takeSlot(database.db, hour, 'address-m', now - 3_600_000);
    await takeSlot(database.db, hour, 'number-m', now);

    const counts = await usedSlotsOf(database.db, [
      { limit: hour, subject: 'number-m', at: now - 3_600_000 },
      { limit: hour, subject: 'address-m', at: now },
      { limit: hour, subject: 'nobody-m', at: now },
      { limit: hour, subject: 'address-m', at: now - 3_600_000 },
      { limit: hour, subject: 'number-m', at: now + 1_000 },
    ]);

    expect(counts).toEqual([0, 3, 0, 2, 1]);
    expect(await usedSlotsOf(database.db, [])).toEqual([]);
  });

  it('refuses everything when the limit is zero', async () => {
    expect((await takeSlot(database.db, { ...limit, max: 0 }, 'subject-d')).allowed).toBe(false);
  });
});

describe('old windows', () => {
  it('are deleted by the sweep and never counted again', async () => {
    const long = Date.UTC(2020, 0, 1, 10, 0, 0);
    await takeSlot(database.db, limit, 'subject-old', long);
    expect(await usedSlots(database.db, limit, 'subject-old', long)).toBe(1);
    await createRateCounterRepo(database.db).removeExpired(new Date(long + limit.windowMs + 1));
    expect(await usedSlots(database.db, limit, 'subject-old', long)).toBe(0);
  });
});
