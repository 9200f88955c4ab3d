import type { WeightsChange } from '#common/contract/calls/experiment';
import { orderingSchemes } from '#common/step-order';
import { formatWhen } from '../review-labels';
import { schemeLabels } from './experiment-labels';

function weightsText(weights: WeightsChange['weights']): string {
  return orderingSchemes.map((scheme) => `${schemeLabels[scheme]} ${weights[scheme]}`).join(', ');
}

/** Every change of the weights, newest first: the weights set, by whom and when. */
export function WeightsChanges({ changes }: { changes: WeightsChange[] | null }) {
  if (changes === null) return <p className="loading">Loading…</p>;
  if (changes.length === 0) return <p>The weights have never been changed: new visitors are split evenly.</p>;
  return (
    <ol className="audit-log__list">
      {changes.map((change) => (
        <li key={change.changed_at}>
          <article className="audit-entry">
            <p className="audit-entry__what">
              <strong>Weights set</strong>: {weightsText(change.weights)}
            </p>
            <p className="audit-entry__who">
              By {change.staff_email} on <time dateTime={change.changed_at}>{formatWhen(change.changed_at)}</time>
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
