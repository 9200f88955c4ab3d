import { useState } from 'react';
import { IDENTITY_FIELD, type IdentityState } from '#common/contract/calls/identity';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { StatusNotice } from '#web/components/ui/status-notice';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { useFormAction } from '#web/lib/use-form-action';
import { identityView } from './identity-texts';

/** How often, and how many times, the state is asked again after the hosted check sent the trader back. */
const RETURN_POLL_MS = 2000;
const RETURN_POLLS = 10;

/** Back from the hosted check: its result comes by the provider's webhook, which may land a moment after the trader. */
const backFromCheck = () => new URLSearchParams(window.location.search).get('identity') === 'done';
const stillWaiting = (state: IdentityState) => state.status === 'processing' || (state.status === 'requires_input' && !state.last_error);

/** The ID check (decision 137): its state, and a button that opens the hosted document and selfie check. */
export function IdentityCheck() {
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

  if (!state) return <p>Loading your ID check…</p>;
  const view = identityView(state);
  const start = () =>
    action.run(async () => {
      const { url } = await call(endpoints.identity.identityStart, {});
      window.location.assign(url);
    });

  return (
    <div className="identity-check" data-field={IDENTITY_FIELD}>
      {view.tone ? (
        <StatusNotice tone={view.tone} takeFocus={returned}>
          {view.text}
        </StatusNotice>
      ) : (
        <p id="identity-check-help">{view.text}</p>
      )}
      {view.action && (
        <Button variant={view.tone === 'refused' ? 'primary' : 'secondary'} pending={action.pending} onClick={start}>
          {view.action}
        </Button>
      )}
      {action.error(IDENTITY_FIELD) && (
        <p className="field-error" role="alert">
          {action.error(IDENTITY_FIELD)}
        </p>
      )}
    </div>
  );
}
