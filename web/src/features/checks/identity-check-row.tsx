import { londonToday, longDateText } from '#common/calendar-date';
import { IDENTITY_FIELD } from '#common/contract/calls/identity';
import { Button } from '#web/components/ui/button';
import { identityView } from './identity-texts';
import { useIdentityCheck } from './use-identity-check';
import { CheckRow } from './check-row';

const NAME = 'ID check';
/** The hosted check sends the trader back to /my-account?identity=done (decision 137); e-mails may link to #id-check. */
export const ID_CHECK_ROW = 'id-check';

const TONES = { done: 'done', waiting: 'waiting', refused: 'todo' } as const;

/** The ID check's row: its state, the day it passed, and the button that opens the hosted check. */
export function IdentityCheckRow() {
  const { state, returned, action, start } = useIdentityCheck();
  if (!state) return <CheckRow id={ID_CHECK_ROW} name={NAME} tone="waiting" state="Loading…" />;
  const view = identityView(state);
  const refusal = action.error(IDENTITY_FIELD);
  return (
    <CheckRow
      id={ID_CHECK_ROW}
      name={NAME}
      tone={view.tone ? TONES[view.tone] : 'todo'}
      state={view.text}
      date={state.status === 'verified' && state.verified_at ? `Checked ${longDateText(londonToday(new Date(state.verified_at)))}` : null}
      focusState={returned}
    >
      <div className="account-checks__controls" data-field={IDENTITY_FIELD}>
        {view.action && (
          <Button variant={view.tone === 'refused' ? 'primary' : 'secondary'} pending={action.pending} onClick={start}>
            {view.action}
          </Button>
        )}
        {refusal && (
          <p className="field-error" role="alert">
            {refusal}
          </p>
        )}
      </div>
    </CheckRow>
  );
}
