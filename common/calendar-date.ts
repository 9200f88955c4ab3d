/**
 * Calendar dates ("YYYY-MM-DD") on the UK calendar, for away mode (decision 089). Plain Intl, no
 * Node API: the server and the browser count days the same way.
 */
const UK = 'Europe/London';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: UK, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in London at `now`, as "YYYY-MM-DD". */
export function londonToday(now: Date = new Date()): string {
  return londonDay.format(now);
}

/** Whether `value` is a real calendar date written "YYYY-MM-DD" (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The date `days` calendar days after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** "3 March", with the year when it is not the year of `today` ("3 March 2027"). */
export function dayMonthText(date: string, today: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  return (date.slice(0, 4) === today.slice(0, 4) ? dayMonth : dayMonthYear).format(at);
}

/** "3 March 2027": for e-mails, which are read later and elsewhere. */
export function longDateText(date: string): string {
  return dayMonthYear.format(new Date(`${date}T00:00:00Z`));
}
