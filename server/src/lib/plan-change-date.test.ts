import { fromLondonWallClock, monthlyAnniversary, noticeDeadline, paymentBefore, planChangeDate } from './plan-change-date';

const at = (iso: string) => new Date(iso);
const anniversaries = (anchor: string, count: number) =>
  Array.from({ length: count }, (_, index) => monthlyAnniversary(at(anchor), index + 1).toISOString());

describe('monthly anniversaries', () => {
  test('a 31st falls on the last day of shorter months and comes back on the 31st', () => {
    // 31 January 10:00 GMT; from April the UK is on BST, so 10:00 London is 09:00 UTC
    expect(anniversaries('2025-01-31T10:00:00Z', 4)).toEqual([
      '2025-02-28T10:00:00.000Z',
      '2025-03-31T09:00:00.000Z',
      '2025-04-30T09:00:00.000Z',
      '2025-05-31T09:00:00.000Z',
    ]);
  });

  test('leap years: 31 January → 29 February 2024, and 29 February → 28 February in a common year', () => {
    expect(monthlyAnniversary(at('2024-01-31T12:00:00Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(monthlyAnniversary(at('2024-02-29T12:00:00Z'), 1).toISOString()).toBe('2024-03-29T12:00:00.000Z');
    expect(monthlyAnniversary(at('2024-02-29T12:00:00Z'), 12).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(monthlyAnniversary(at('2024-02-29T12:00:00Z'), 48).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  test('the London clock time stays the same across the clock changes', () => {
    expect(monthlyAnniversary(at('2025-01-15T10:00:00Z'), 3).toISOString()).toBe('2025-04-15T09:00:00.000Z');
    expect(monthlyAnniversary(at('2025-09-15T10:00:00Z'), 2).toISOString()).toBe('2025-11-15T11:00:00.000Z');
  });

  test('the day is the London day, not the UTC day, just after midnight in summer', () => {
    // 23:30 UTC on 31 August is 00:30 on 1 September in London: the anniversaries are on the 1st
    expect(anniversaries('2025-08-31T23:30:00Z', 3)).toEqual([
      '2025-09-30T23:30:00.000Z', // 1 October 00:30 BST
      '2025-11-01T00:30:00.000Z', // 1 November 00:30 GMT
      '2025-12-01T00:30:00.000Z',
    ]);
    // 00:30 UTC on 31 January is 00:30 London; on 31 March that is 00:30 BST, still the 31st in London
    expect(monthlyAnniversary(at('2025-01-31T00:30:00Z'), 2).toISOString()).toBe('2025-03-30T23:30:00.000Z');
  });

  test('a time the clocks skip moves on by the hour; a time they show twice is the first', () => {
    // 01:30 on 30 March 2025 does not exist in London (01:00 GMT → 02:00 BST)
    expect(monthlyAnniversary(at('2025-01-30T01:30:00Z'), 2).toISOString()).toBe('2025-03-30T01:30:00.000Z');
    // 01:30 on 26 October 2025 happens twice: first in BST (00:30 UTC), then in GMT (01:30 UTC)
    expect(monthlyAnniversary(at('2025-09-26T00:30:00Z'), 1).toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(fromLondonWallClock({ year: 2025, month: 10, day: 26, hour: 1, minute: 30, second: 0, millisecond: 0 }).toISOString()).toBe(
      '2025-10-26T00:30:00.000Z',
    );
  });
});

describe('when a change takes effect', () => {
  // the free month ended on 10 January at noon: anniversaries on the 10th; payment on the 8th; notice by the 5th
  const anchor = at('2025-01-10T12:00:00Z');

  test('the payment is 2 days before the anniversary and the notice deadline 3 days before that', () => {
    expect(paymentBefore(at('2025-02-10T12:00:00Z')).toISOString()).toBe('2025-02-08T12:00:00.000Z');
    expect(noticeDeadline(at('2025-02-10T12:00:00Z')).toISOString()).toBe('2025-02-05T12:00:00.000Z');
  });

  test('asked in good time, on the next anniversary', () => {
    expect(planChangeDate(anchor, at('2025-01-10T12:00:01Z')).toISOString()).toBe('2025-02-10T12:00:00.000Z');
    expect(planChangeDate(anchor, at('2025-01-20T08:00:00Z')).toISOString()).toBe('2025-02-10T12:00:00.000Z');
  });

  test('3 days before the payment to the second is in time; a second later it is the anniversary after', () => {
    expect(planChangeDate(anchor, at('2025-02-05T12:00:00Z')).toISOString()).toBe('2025-02-10T12:00:00.000Z');
    expect(planChangeDate(anchor, at('2025-02-05T12:00:01Z')).toISOString()).toBe('2025-03-10T12:00:00.000Z');
    expect(planChangeDate(anchor, at('2025-02-10T12:00:00Z')).toISOString()).toBe('2025-03-10T12:00:00.000Z');
  });

  test('the notice counts London calendar days across the spring clock change', () => {
    // anniversary 31 March 10:00 BST (09:00 UTC); payment 29 March 10:00 GMT; deadline 26 March 10:00 GMT
    const lastDay = at('2025-01-31T10:00:00Z');
    expect(noticeDeadline(at('2025-03-31T09:00:00Z')).toISOString()).toBe('2025-03-26T10:00:00.000Z');
    expect(planChangeDate(lastDay, at('2025-03-26T10:00:00Z')).toISOString()).toBe('2025-03-31T09:00:00.000Z');
    expect(planChangeDate(lastDay, at('2025-03-26T10:00:01Z')).toISOString()).toBe('2025-04-30T09:00:00.000Z');
  });

  test('near midnight the London date decides, not the UTC date', () => {
    // anniversaries at 00:30 London on the 1st; 1 July 00:30 BST is 30 June 23:30 UTC, deadline 26 June 00:30 BST
    const summer = at('2025-05-31T23:30:00Z');
    expect(planChangeDate(summer, at('2025-06-25T23:30:00Z')).toISOString()).toBe('2025-06-30T23:30:00.000Z');
    expect(planChangeDate(summer, at('2025-06-25T23:30:01Z')).toISOString()).toBe('2025-07-31T23:30:00.000Z');
  });

  test('a subscription years old still finds its next anniversary', () => {
    expect(planChangeDate(at('2020-01-31T10:00:00Z'), at('2025-06-15T00:00:00Z')).toISOString()).toBe('2025-06-30T09:00:00.000Z');
    expect(planChangeDate(at('2020-01-31T10:00:00Z'), at('2025-06-26T00:00:00Z')).toISOString()).toBe('2025-07-31T09:00:00.000Z');
  });

  test('a subscription without trial, changed on its first day, changes a month after it started', () => {
    expect(planChangeDate(at('2025-03-03T09:15:00Z'), at('2025-03-03T09:20:00Z')).toISOString()).toBe('2025-04-03T08:15:00.000Z');
  });
});
