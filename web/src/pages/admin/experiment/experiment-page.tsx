import { dayMonthText, londonToday } from '#common/calendar-date';
import type { FunnelReport } from '#common/contract/calls/experiment';
import { outcomeNames } from '#common/experiment';
import { useAdminContext } from '../admin-context';
import { CsvDownload } from './csv-download';
import { FunnelLegend } from './funnel-legend';
import { OutcomeResults } from './outcome-results';
import { PeriodPicker } from './period-picker';
import { useReportPeriod } from './report-period';
import { compareSchemes } from '#common/experiment-stats';
import { SchemeFunnel } from './scheme-funnel';
import { useFunnelReport } from './use-funnel-report';
import { WeightsSection } from './weights-section';
import './experiment.css';

function periodText({ from, to }: FunnelReport): string {
  const today = londonToday();
  return `Visitors who first came between ${dayMonthText(from, today)} and ${dayMonthText(to, today)}, both included, and what they did since.`;
}

function Report({ report }: { report: FunnelReport }) {
  if (report.schemes.every((scheme) => scheme.assigned === 0)) {
    return <p className="experiment__empty">No visitor was assigned an order in this period, so there is nothing to show yet.</p>;
  }
  const comparisons = compareSchemes(report);
  return (
    <>
      <p>{periodText(report)}</p>
      <CsvDownload report={report} />
      <section aria-labelledby="funnels-heading">
        <h2 id="funnels-heading">Funnel by order</h2>
        <FunnelLegend />
        <div className="experiment__schemes">
          {report.schemes.map((funnel) => (
            <SchemeFunnel key={funnel.scheme} funnel={funnel} />
          ))}
        </div>
      </section>
      <section aria-labelledby="outcomes-heading">
        <h2 id="outcomes-heading">Outcomes</h2>
        <div className="experiment__outcomes">
          {outcomeNames.map((outcome) => (
            <OutcomeResults key={outcome} report={report} outcome={outcome} comparisons={comparisons} />
          ))}
        </div>
      </section>
    </>
  );
}

/** /admin/experiment: the ordering schemes' funnels and outcomes for a period, and the weights new visitors get. */
export default function ExperimentPage() {
  const context = useAdminContext();
  const [period, showPeriod] = useReportPeriod();
  const state = useFunnelReport(period, context);
  return (
    <div className="experiment">
      <h1>Experiment</h1>
      <p className="experiment__intro">
        How traders who met each order of the setup steps got on. A difference is called only when it holds after correcting for the number
        of comparisons.
      </p>
      <PeriodPicker
        key={`${period.from}/${period.to}`}
        period={period}
        errors={state?.errors ?? {}}
        loading={state === null}
        onShow={showPeriod}
      />
      {state === null && <p className="loading">Loading…</p>}
      {state?.report && <Report report={state.report} />}
      <WeightsSection />
    </div>
  );
}
