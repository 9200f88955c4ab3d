import { useState } from 'react';
import type { InsuranceView } from '#common/contract/calls/insurance';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { InsuranceForm } from './insurance-form';
import { insuranceState } from './insurance-texts';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { CheckRow } from './check-row';

const NAME = 'Public liability insurance';
/** E-mails about insurance link to /my-account#insurance (server/src/services/insurance-submission.ts). */
export const INSURANCE_ROW = 'insurance';
const FORM_ID = 'insurance-form';

const TONES = { done: 'done', waiting: 'waiting', refused: 'todo' } as const;

const standing = (insurance: InsuranceView | null) => insurance?.status === 'pending' || insurance?.status === 'approved';

function buttonLabel(insurance: InsuranceView | null): string {
  if (insurance?.status === 'approved') return 'Upload a renewed certificate';
  if (insurance?.status === 'pending') return 'Upload a different certificate';
  return insurance ? 'Upload your current certificate' : 'Add your certificate';
}

/**
 * Public liability insurance (decision 135): where the newest certificate stands, and a button that opens the
 * form to send one beneath the row. Arriving from an e-mail at #insurance with no certificate standing opens it.
 */
export function InsuranceCheckRow() {
  const [insurance, setInsurance] = useState<InsuranceView | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  useCall(() => call(endpoints.insurance.insuranceRead, {}), [], {
    loaded: (reply) => {
      setInsurance(reply.insurance);
      if (window.location.hash === `#${INSURANCE_ROW}` && !standing(reply.insurance)) setOpen(true);
    },
  });

  if (insurance === undefined) return <CheckRow id={INSURANCE_ROW} name={NAME} tone="waiting" state="Loading…" />;
  const state = insuranceState(insurance);
  return (
    <CheckRow
      id={INSURANCE_ROW}
      name={NAME}
      tone={state.tone ? TONES[state.tone] : 'todo'}
      state={state.text}
      focusState={sent}
      button={
        <Button variant="secondary" aria-expanded={open} aria-controls={open ? FORM_ID : undefined} onClick={() => setOpen(!open)}>
          {buttonLabel(insurance)}
        </Button>
      }
    >
      {open && (
        <InsuranceForm
          id={FORM_ID}
          onSent={(next) => {
            setInsurance(next);
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </CheckRow>
  );
}
