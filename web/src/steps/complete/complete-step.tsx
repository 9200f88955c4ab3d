import { sitePages } from '../../../../common/routes';
import { StepFrame } from '../../shell/step-frame';

/** spec signup-flow §2.4 "complete". */
export default function CompleteStep() {
  return (
    <StepFrame
      route="complete"
      heading="Account Setup Complete!"
      continueLabel="Continue to my account"
      onContinue={() => window.location.assign(sitePages.myAccount)}
    >
      <p>Thank you for completing your account setup. You're now ready to begin using our service.</p>
    </StepFrame>
  );
}
