import { useState } from 'react';
import type { CallOutput } from '#common/contract/define-call';
import type { experimentWeights } from '#common/contract/calls/experiment';
import { endpoints } from '#common/contract/endpoints';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { useCall } from '#web/lib/use-call';
import type { AdminContext } from '../admin-context';

export type WeightsReply = CallOutput<typeof experimentWeights>;

/** The weights in force and their changes, newest first; `saved` takes the reply of a save. */
export function useExperimentWeights({ sessionEnded }: AdminContext) {
  const [weights, setWeights] = useState<WeightsReply | null>(null);
  useCall(() => call(endpoints.experiment.experimentWeights, {}), [], {
    loaded: setWeights,
    failed: (error) => {
      if (isApiError(error) && error.status === 401) sessionEnded();
    },
  });
  return { weights, saved: setWeights };
}
