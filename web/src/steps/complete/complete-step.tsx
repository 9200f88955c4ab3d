import { sitePages } from '#common/routes';
import { setupProgress, stepsStillToDo } from '#common/setup-progress';
import { pageConfig } from '#web/lib/page-config';
import { useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { PublicProfileNotice } from './public-profile-notice';
import { StepsAwaitingReview, StepsStillToDo } from './steps-still-to-do';
import { usePublishProfile } from './use-publish-profile';

const stillToDoHeading = (count: number) => `Account created: ${count} ${count === 1 ? 'step' : 'steps'} still to do`;

/**
 * The complete step; reaching it publishes the profile (decision 039). It says "complete" only when nothing is
 * left to do, by the same progress /my-account and the step indicator read (decision 122).
 */
export default function CompleteStep() {
  const publishing = usePublishProfile();
  const user = useUser();
  const scheme = pageConfig.orderingScheme;
  const toDo = user ? stepsStillToDo(scheme, user) : [];
  const waiting = user ? setupProgress(scheme, user).filter(({ status }) => status === 'pending') : [];
  return (
    <StepFrame
      route="complete"
      heading={toDo.length === 0 ? 'Account Setup Complete!' : stillToDoHeading(toDo.length)}
      continueLabel="Continue to my account"
      onContinue={() => window.location.assign(sitePages.myAccount)}
    >
      {toDo.length === 0 ? (
        <p>Thank you for completing your account setup. You're now ready to begin using our service.</p>
      ) : (
        <StepsStillToDo steps={toDo} />
      )}
      <StepsAwaitingReview steps={waiting.map(({ step }) => step)} />
      <p>
        <a href={sitePages.myAccountChecks}>Add more checks</a>: your company, insurance and ID, each shown on your profile once checked.
      </p>
      <p>
        <a href={sitePages.myAccountReviews}>Ask your customers for reviews</a>: homeowners read ratings first. We e-mail each customer you
        name a link to review you, whenever you are ready.
      </p>
      <PublicProfileNotice state={publishing} />
    </StepFrame>
  );
}
