import { useState } from 'react';
import type { InsuranceView } from '#common/contract/calls/insurance';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { StatusNotice } from '#web/components/ui/status-notice';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { InsuranceForm } from './insurance-form';
import { insuranceState } from './insurance-texts';
import './insurance.css';

/**
 * Public liability insurance on /my-account (decision 135): where the newest certificate stands, and the form
 * to send one, open at once when there is none to stand on, behind a button while one is waiting or checked.
 */
export function InsurancePanel() {
  const [insurance, setInsurance] = useState<InsuranceView | null | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [sent, setSent] = useState(false);
  useCall(() => call(endpoints.insurance.insuranceRead, {}), [], { loaded: (reply) => setInsurance(reply.insurance) });

  if (insurance === undefined) {
    return (
      <p className="loading" role="status">
        Loading your insurance…
      </p>
    );
  }
  const state = insuranceState(insurance);
  const standing = insurance?.status === 'pending' || insurance?.status === 'approved';
  return (
    <div className="insurance">
      {state.tone ? (
        <StatusNotice tone={state.tone} takeFocus={sent}>
          {state.text}
        </StatusNotice>
      ) : (
        <p>{state.text}</p>
      )}
      {standing && !adding ? (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {insurance.status === 'approved' ? 'Upload a renewed certificate' : 'Upload a different certificate'}
        </Button>
      ) : (
        <InsuranceForm
          onSent={(next) => {
            setInsurance(next);
            setAdding(false);
            setSent(true);
          }}
        />
      )}
    </div>
  );
}
