import type { FunnelScheme } from '#common/contract/calls/experiment';
import { controlScheme } from '#common/experiment';
import { countText, schemeLabels, stepLabel } from './experiment-labels';
import { FunnelChart } from './funnel-chart';

function forcedNote(forced: number): string {
  return forced === 1 ? '1 forced visit not counted.' : `${countText(forced)} forced visits not counted.`;
}

/** One scheme's column: who was assigned, the funnel drawn, and its figures as a table. */
export function SchemeFunnel({ funnel }: { funnel: FunnelScheme }) {
  const label = schemeLabels[funnel.scheme];
  const headingId = `funnel-${funnel.scheme}`;
  return (
    <section className="scheme-funnel" aria-labelledby={headingId}>
      <h3 id={headingId} className="scheme-funnel__heading">
        {label}
        {funnel.scheme === controlScheme && (
          <>
            {' '}
            <span className="scheme-funnel__control">(control)</span>
          </>
        )}
      </h3>
      <p className="scheme-funnel__assigned">
        <strong>{countText(funnel.assigned)}</strong> {funnel.assigned === 1 ? 'visitor' : 'visitors'} assigned
      </p>
      {funnel.simulated > 0 && (
        <p className="scheme-funnel__note scheme-funnel__note--simulated">
          Of these, {countText(funnel.simulated)} are simulated demo visitors, not real traders.
        </p>
      )}
      {funnel.forced > 0 && <p className="scheme-funnel__note">{forcedNote(funnel.forced)}</p>}
      {funnel.assigned === 0 ? (
        <p>No visitor was assigned this order in the period.</p>
      ) : (
        <>
          <FunnelChart funnel={funnel} />
          <table className="experiment-table">
            <caption>Steps of {label}</caption>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Reached</th>
                <th scope="col">Saved</th>
                <th scope="col">Skipped</th>
              </tr>
            </thead>
            <tbody>
              {funnel.steps.map((step) => (
                <tr key={step.step}>
                  <th scope="row">{stepLabel(step.step)}</th>
                  <td>{countText(step.reached)}</td>
                  <td>{countText(step.saved)}</td>
                  <td>{countText(step.skipped)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
