import { sitePages } from '#common/routes';
import { StepFrame } from '#web/shell/step-frame';
import { PublicProfileNotice } from './public-profile-notice';
import { usePublishProfile } from './use-publish-profile';

/** The complete step; reaching it publishes the profile (docs/decisions/039). */
export default function CompleteStep() {
  const publishing = usePublishProfile();
  return (
    <StepFrame
      route="complete"
      heading="Account Setup Complete!"
      continueLabel="Continue to my account"
      onContinue={() => window.location.assign(sitePages.myAccount)}
    >
      <p>Thank you for completing your account setup. You're now ready to begin using our service.</p>
      <PublicProfileNotice state={publishing} />
    </StepFrame>
  );
}
