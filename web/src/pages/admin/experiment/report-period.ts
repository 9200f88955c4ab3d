import { useSearchParams } from 'react-router';
import { addDays, londonToday } from '#common/calendar-date';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** Without a period in the address: the last 30 days, ending today in London. */
export function defaultPeriod(now: Date = new Date()): ReportPeriod {
  const to = londonToday(now);
  return { from: addDays(to, -29), to };
}

/** The period lives in the address (?from=&to=), so a reload or a shared link shows the same report. */
export function useReportPeriod(): [ReportPeriod, (period: ReportPeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const fallback = defaultPeriod();
  const period = { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
  return [period, (next) => setSearch({ from: next.from, to: next.to })];
}
