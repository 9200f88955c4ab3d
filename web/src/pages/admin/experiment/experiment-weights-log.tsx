import { useAdminContext } from '../admin-context';
import { useExperimentWeights } from './use-experiment-weights';
import { WeightsChanges } from './weights-changes';

/** The audit log's section of weight changes (every change is audited with who and when). */
export function ExperimentWeightsLog() {
  const { weights } = useExperimentWeights(useAdminContext());
  return (
    <section aria-labelledby="experiment-weights-heading">
      <h2 id="experiment-weights-heading">Experiment weights</h2>
      <WeightsChanges changes={weights?.changes ?? null} />
    </section>
  );
}
