import { addDays, dayMonthText, isCalendarDate, londonToday, longDateText } from './calendar-date';
import { pauseDateProblem } from './contract/calls/availability';

test('today is London’s date: 23:30 UTC in summer is already tomorrow, in winter it is not', () => {
  expect(londonToday(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
  expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
});

test('only real dates written YYYY-MM-DD are calendar dates', () => {
  expect(isCalendarDate('2028-02-29')).toBe(true);
  expect(isCalendarDate('2027-02-29')).toBe(false);
  expect(isCalendarDate('2027-3-3')).toBe(false);
  expect(isCalendarDate('03/03/2027')).toBe(false);
});

test('days are added across months and years', () => {
  expect(addDays('2026-12-20', 90)).toBe('2027-03-20');
  expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
});

test('dates read as day and month, with the year when it is another year; e-mails always have the year', () => {
  expect(dayMonthText('2027-03-03', '2027-01-01')).toBe('3 March');
  expect(dayMonthText('2027-03-03', '2026-12-01')).toBe('3 March 2027');
  expect(longDateText('2027-03-03')).toBe('3 March 2027');
});

test('a pause runs from tomorrow to 90 days ahead', () => {
  expect(pauseDateProblem('2026-11-27', '2026-11-26')).toBeNull();
  expect(pauseDateProblem('2027-02-24', '2026-11-26')).toBeNull();
  expect(pauseDateProblem('2027-02-25', '2026-11-26')).toBe('Please choose a date at most 90 days from today.');
  expect(pauseDateProblem('2026-11-26', '2026-11-26')).toBe('Please choose a date after today.');
  expect(pauseDateProblem('2026-02-30', '2026-01-26')).toBe('Please enter the date as day, month and year.');
});
