import { useState } from 'react';
import type { FunnelReport } from '#common/contract/calls/experiment';
import { endpoints } from '#common/contract/endpoints';
import type { FieldErrors } from '#common/contract/errors';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { useCall } from '#web/lib/use-call';
import type { AdminContext } from '../admin-context';
import type { ReportPeriod } from './report-period';

/** The report of a period, or why there is none: field errors (422) or a failure the popup has shown. */
export type FunnelState = { report: FunnelReport; errors?: undefined } | { report: null; errors: FieldErrors };

/** The funnel report of `period`; null while it loads. */
export function useFunnelReport({ from, to }: ReportPeriod, context: AdminContext): FunnelState | null {
  const [state, setState] = useState<(FunnelState & { period: string }) | null>(null);
  const period = `${from}/${to}`;
  const { sessionEnded } = context;

  useCall(() => call(endpoints.experiment.funnel, { from, to }), [from, to], {
    loaded: (report) => setState({ period, report }),
    failed: (error) => {
      if (isApiError(error) && error.status === 401) sessionEnded();
      setState({ period, report: null, errors: isApiError(error) ? error.fieldErrors : {} });
    },
  });

  return state?.period === period ? state : null;
}
