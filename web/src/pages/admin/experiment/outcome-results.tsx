import type { FunnelReport, FunnelScheme } from '#common/contract/calls/experiment';
import { controlScheme, outcomeLabels, type OutcomeName } from '#common/experiment';
import { countText, intervalText, percentText, pValueText, schemeLabels } from './experiment-labels';
import type { Comparison } from '#common/experiment-stats';
import type { OrderingScheme } from '#common/step-order';
import { verdictSentence } from './verdict-sentence';

export interface OutcomeResultsProps {
  report: FunnelReport;
  outcome: OutcomeName;
  /** Every comparison of the report (the correction counts them all); this outcome's are shown. */
  comparisons: Comparison[];
}

/** A scheme's count, and its rate and test unless nobody was assigned it (or the control): 0 of 0 has no rate. */
function OutcomeRow({ funnel, outcome, tested }: { funnel: FunnelScheme; outcome: OutcomeName; tested: boolean }) {
  const result = funnel.outcomes.find((item) => item.name === outcome);
  const rated = funnel.assigned > 0 ? result : undefined;
  return (
    <tr>
      <th scope="row">{schemeLabels[funnel.scheme]}</th>
      <td>{countText(result?.count ?? 0)}</td>
      <td>
        {rated ? (
          <>
            <span className="experiment-table__nowrap">{percentText(rated.rate)}</span>{' '}
            <span className="experiment-table__nowrap">{intervalText(rated.ci_low, rated.ci_high)}</span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td>{pValueText(tested ? (rated?.p_value ?? null) : null)}</td>
    </tr>
  );
}

/** One outcome across the schemes: count, rate with its 95 % interval, p-value against the control, and the verdicts. */
export function OutcomeResults({ report, outcome, comparisons }: OutcomeResultsProps) {
  const label = outcomeLabels[outcome];
  const controlAssigned = report.schemes.find(({ scheme }) => scheme === controlScheme)?.assigned ?? 0;
  const verdicts = comparisons.filter((comparison) => comparison.outcome === outcome);
  const unassigned = (scheme: OrderingScheme) =>
    report.schemes.find((each) => (each.scheme === scheme || each.scheme === controlScheme) && each.assigned === 0)?.scheme;
  return (
    <section className="outcome-results" aria-labelledby={`outcome-${outcome}`}>
      <h3 id={`outcome-${outcome}`}>{label}</h3>
      <table className="experiment-table">
        <caption className="visually-hidden">{label} by scheme</caption>
        <thead>
          <tr>
            <th scope="col">Scheme</th>
            <th scope="col">Count</th>
            <th scope="col">Rate (95 % interval)</th>
            <th scope="col">Against {schemeLabels[controlScheme]}</th>
          </tr>
        </thead>
        <tbody>
          {report.schemes.map((funnel) => (
            <OutcomeRow key={funnel.scheme} funnel={funnel} outcome={outcome} tested={controlAssigned > 0} />
          ))}
        </tbody>
      </table>
      {verdicts.length > 0 && (
        <ul className="outcome-results__verdicts">
          {verdicts.map((comparison) => (
            <li key={comparison.scheme} className={comparison.significant ? 'outcome-results__verdict--called' : undefined}>
              {verdictSentence(comparison, { comparisons: comparisons.length, unassigned: unassigned(comparison.scheme) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
