/**
 * When a plan change asked for after the free trial takes effect (decision 065).
 * The subscription terms: the fee is taken about 2 days before each monthly anniversary, a change
 * needs 3 days' notice before that payment, and starts from the next monthly anniversary.
 * Anniversaries count from the first payment (the trial's end, or the start of a subscription without
 * trial) on the UK calendar: the same day and clock time in Europe/London, a 31st falling on the last day of
 * a shorter month (31 January → 28 or 29 February → 31 March).
 */

export const PLAN_TIME_ZONE = 'Europe/London';
/** The monthly fee is taken this many days before the anniversary it pays for. */
export const PAYMENT_DAYS_BEFORE_ANNIVERSARY = 2;
/** A change needs this many days' notice before the payment. */
export const NOTICE_DAYS_BEFORE_PAYMENT = 3;

interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The date and clock time in London at `instant`. */
export function londonWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of londonParts.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** The wall clock read as if it were UTC (Date.UTC also carries day and month overflow). */
const asUtc = (wall: WallClock) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
const offsetAt = (ms: number) => asUtc(londonWallClock(new Date(ms))) - ms;

/**
 * The instant London's clocks show `wall`. A time the clocks skip (spring forward) moves on by the
 * jump (01:30 → 02:30 BST); a time they show twice (autumn) is the first of the two.
 */
export function fromLondonWallClock(wall: WallClock): Date {
  const guess = asUtc(wall);
  const before = offsetAt(guess - DAY_MS);
  const after = offsetAt(guess + DAY_MS);
  const candidates = [...new Set([guess - before, guess - after])].sort((a, b) => a - b);
  const exact = candidates.find((ms) => asUtc(londonWallClock(new Date(ms))) === guess);
  return new Date(exact ?? guess - before);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The `months`-th monthly anniversary of `anchor` (0 is the anchor itself), always counted from the anchor. */
export function monthlyAnniversary(anchor: Date, months: number): Date {
  const wall = londonWallClock(anchor);
  const monthIndex = wall.month - 1 + months;
  const year = wall.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  return fromLondonWallClock({ ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) });
}

/** The same London clock time `days` calendar days earlier. */
function londonDaysBefore(instant: Date, days: number): Date {
  const wall = londonWallClock(instant);
  const moved = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - days));
  return fromLondonWallClock({ ...wall, year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** When the fee for the anniversary `anniversary` is taken. */
export function paymentBefore(anniversary: Date): Date {
  return londonDaysBefore(anniversary, PAYMENT_DAYS_BEFORE_ANNIVERSARY);
}

/** The last moment a change may be asked for and still start on `anniversary`: 3 days before its payment. */
export function noticeDeadline(anniversary: Date): Date {
  return londonDaysBefore(paymentBefore(anniversary), NOTICE_DAYS_BEFORE_PAYMENT);
}

/**
 * When a change asked for at `now` takes effect: the first anniversary after `anchor` whose payment is
 * still at least 3 days away (to the second), so asked inside the notice it is the anniversary after.
 */
export function planChangeDate(anchor: Date, now: Date): Date {
  // an anniversary is at least 28 days after the one before, so this loop runs a few times at most
  const monthsGone = Math.max(1, (now.getTime() - anchor.getTime()) / (31 * DAY_MS) - 1);
  for (let months = Math.floor(monthsGone); ; months += 1) {
    const anniversary = monthlyAnniversary(anchor, months);
    if (now.getTime() <= noticeDeadline(anniversary).getTime()) return anniversary;
  }
}
