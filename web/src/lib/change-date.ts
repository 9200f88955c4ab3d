/** Plan changes happen on UK dates (decision 065). */
const UK = 'Europe/London';

const yearIn = (date: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: UK, year: 'numeric' }).format(date);

/** "12 January" in London, with the year when it is not this year's ("12 January 2026"). */
export function changeDateText(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const withYear = yearIn(date) !== yearIn(now);
  return date.toLocaleDateString('en-GB', { timeZone: UK, day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}) });
}
