import { useAdminContext } from '../admin-context';
import { useExperimentWeights } from './use-experiment-weights';
import { WeightsChanges } from './weights-changes';
import { WeightsForm } from './weights-form';

/** The weights form and the changes list, which a save brings up to date. */
export function WeightsSection() {
  const { weights, saved } = useExperimentWeights(useAdminContext());
  return (
    <section className="weights" aria-labelledby="weights-heading">
      <h2 id="weights-heading">Weights for new visitors</h2>
      {weights === null ? <p className="loading">Loading…</p> : <WeightsForm weights={weights.weights} onSaved={saved} />}
      <h3>Changes</h3>
      <WeightsChanges changes={weights?.changes ?? null} />
    </section>
  );
}
