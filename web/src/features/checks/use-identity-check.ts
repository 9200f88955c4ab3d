import { useState } from 'react';
import { type IdentityState } from '#common/contract/calls/identity';
import { endpoints } from '#common/contract/endpoints';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { useFormAction } from '#web/lib/use-form-action';

/** How often, and how many times, the state is asked again after the hosted check sent the trader back. */
const RETURN_POLL_MS = 2000;
const RETURN_POLLS = 10;

/** Back from the hosted check: its result comes by the provider's webhook, which may land a moment after the trader. */
const backFromCheck = () => new URLSearchParams(window.location.search).get('identity') === 'done';
const stillWaiting = (state: IdentityState) => state.status === 'processing' || (state.status === 'requires_input' && !state.last_error);

/**
 * The ID check (decision 137): its state (asked again for a while when the trader is back from the hosted
 * check), and `start`, which opens the hosted document and selfie check.
 */
export function useIdentityCheck() {
  const action = useFormAction();
  const [state, setState] = useState<IdentityState | null>(null);
  const [polls, setPolls] = useState(0);
  const returned = backFromCheck();

  useCall(
    () =>
      polls === 0
        ? call(endpoints.identity.identityCheck, {})
        : new Promise<IdentityState>((resolve, reject) => {
            setTimeout(() => void call(endpoints.identity.identityCheck, {}).then(resolve, reject), RETURN_POLL_MS);
          }),
    [polls],
    {
      loaded: (next) => {
        setState(next);
        if (returned && stillWaiting(next) && polls < RETURN_POLLS) setPolls(polls + 1);
      },
    },
  );

  const start = () =>
    action.run(async () => {
      const { url } = await call(endpoints.identity.identityStart, {});
      window.location.assign(url);
    });

  return { state, returned, action, start };
}
