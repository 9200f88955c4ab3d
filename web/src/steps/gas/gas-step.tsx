import { useState } from 'react';
import { GAS_NUMBER_FIELD } from '#common/contract/index';
import type { UserView } from '#common/contract/user';
import { Button } from '#web/components/ui/button';
import { StatusNotice } from '#web/components/ui/status-notice';
import { TextField } from '#web/components/ui/text-field';
import { useGo } from '#web/lib/navigation';
import { useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { useAutoSkip } from '#web/shell/use-auto-skip';
import { useStepLinks } from '#web/shell/use-step-links';
import { useGasNumber } from './use-gas-number';
import './gas-step.css';

const HEADING = 'Verify your Gas Safe';

/** The gas step: only traders with a gas trade see it; everyone else passes straight by. */
export default function GasStep() {
  const user = useUser();
  const skipping = useAutoSkip('gas', !(user?.verified.gas_recommended ?? false));
  return skipping || !user ? null : <GasScreen verified={user.verified} />;
}

function GasScreen({ verified }: { verified: UserView['verified'] }) {
  const go = useGo();
  const { next } = useStepLinks('gas');
  const gas = useGasNumber();
  const [editing, setEditing] = useState(false);
  const moveOn = () => (next ? go(next) : undefined);
  const number = gas.submitted ?? verified.gas_number;

  if (verified.gas) {
    return (
      <StepFrame route="gas" heading={HEADING} onContinue={moveOn} showSkip={false}>
        <StatusNotice tone="done">Gas number verified!</StatusNotice>
        <p className="gas__number">
          Gas Safe number: <strong>{verified.gas_number}</strong>
        </p>
      </StepFrame>
    );
  }

  // a number still waiting can be corrected: "Change the number" opens the form again
  if (gas.submitted !== null || (verified.gas_checking && !editing)) {
    return (
      <StepFrame route="gas" heading={HEADING} onContinue={moveOn} showSkip={false}>
        <StatusNotice tone="waiting" takeFocus={gas.submitted !== null}>
          Gas number provided!
        </StatusNotice>
        <p className="gas__number">
          We are checking <strong>{number}</strong> on the Gas Safe Register and will e-mail you once it is verified.
        </p>
        <Button
          variant="link"
          className="gas__change"
          onClick={() => {
            gas.edit();
            gas.setTyped(number ?? '');
            setEditing(true);
          }}
        >
          Change the number
        </Button>
      </StepFrame>
    );
  }

  return (
    <StepFrame
      route="gas"
      heading={HEADING}
      intro={
        <p>
          Heating engineers must be on the gas register. You cannot buy gas-required leads until your Gas Safe registration is verified.
        </p>
      }
      pending={gas.pending}
      onContinue={gas.submit}
    >
      {verified.gas_rejection_reason && (
        <>
          <StatusNotice tone="refused">Not accepted: {verified.gas_rejection_reason}</StatusNotice>
          <p className="gas__resend">Please check the number on your Gas Safe ID card and send it again below.</p>
        </>
      )}
      <TextField
        name={GAS_NUMBER_FIELD}
        label="Gas Safe registration / ID number"
        hint="The 6-digit registration number of your business, or the 7-digit ID number on your Gas Safe licence card."
        placeholder="Enter your registration / ID number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={gas.typed}
        onChange={(event) => gas.setTyped(event.target.value)}
        error={gas.error}
      />
    </StepFrame>
  );
}
