const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The last `count` months up to `today`'s (a London date), newest first: `{ value: '2026-11', label: 'November 2026' }`. */
export function recentMonths(today: string, count = 36): { value: string; label: string }[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months = [];
  for (let index = 0; index < count; index += 1) {
    months.push({ value: `${year}-${String(month).padStart(2, '0')}`, label: `${MONTH_NAMES[month - 1]} ${year}` });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}
